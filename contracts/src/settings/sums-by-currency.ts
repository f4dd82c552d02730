import { z } from 'zod';
import { CURRENCIES, type Currency } from './settings';

/**
 * Money summed over rides whose fares were recorded in different currencies (decisions 241, 252): one sum
 * per currency, by code, never one figure (euros and pounds added together are neither). A customer's total
 * spent and the dashboard's revenue share this shape; an empty list is nothing earned yet.
 */
export const sumsByCurrencySchema = z.array(z.object({ currency: z.enum(CURRENCIES), amount: z.number() }));
export type SumsByCurrency = z.infer<typeof sumsByCurrencySchema>;

/** How a read model keeps such sums: cents (adding never drifts: 0.1 + 0.2), under each currency's code. */
export type CentsByCurrency = Partial<Record<Currency, number>>;

/** The sums of kept cents as the API gives them: by currency code, the ones at zero left out. */
export const sumsOfCents = (cents: CentsByCurrency | undefined): SumsByCurrency =>
  (Object.entries(cents ?? {}) as [Currency, number][])
    .filter(([, amount]) => amount !== 0)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, amount]) => ({ currency, amount: amount / 100 }));

/** Kept cents added together, currency by currency. */
export function addCents(...all: (CentsByCurrency | undefined)[]): CentsByCurrency {
  const total: CentsByCurrency = {};
  for (const cents of all)
    for (const [currency, amount] of Object.entries(cents ?? {}) as [Currency, number][])
      total[currency] = (total[currency] ?? 0) + amount;
  return total;
}
