import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { vatSplit } from './receipt';

const cents = (amount: number) => Math.round(amount * 100);
const hasAtMostTwoDecimals = (amount: number) => Math.abs(amount * 100 - cents(amount)) < 1e-6;

describe('VAT included in a price (issue 18 receipt)', () => {
  it('6 % of 100 €: 94.34 net + 5.66 VAT', () => {
    expect(vatSplit(100, 6)).toEqual({ net: 94.34, vat: 5.66, total: 100 });
    expect(vatSplit(53.2, 6)).toEqual({ net: 50.19, vat: 3.01, total: 53.2 });
    expect(vatSplit(0, 6)).toEqual({ net: 0, vat: 0, total: 0 });
  });

  it('for any total in cents and any whole rate: net + VAT is the total to the cent, both in cents, net nearest to total / (1 + rate)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), fc.integer({ min: 0, max: 50 }), (c, rate) => {
        const total = c / 100;
        const { net, vat, total: shown } = vatSplit(total, rate);
        expect(cents(net) + cents(vat)).toBe(c);
        expect(cents(shown)).toBe(c);
        expect(hasAtMostTwoDecimals(net) && hasAtMostTwoDecimals(vat)).toBe(true);
        expect(vat).toBeGreaterThanOrEqual(0);
        // The nearest cent: off by at most half a cent from the exact net.
        expect(Math.abs(cents(net) - (c * 100) / (100 + rate))).toBeLessThanOrEqual(0.5);
        if (rate === 0) expect(vat).toBe(0);
      }),
    );
  });
});
