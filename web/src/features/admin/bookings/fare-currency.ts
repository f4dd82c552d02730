import type { BookingRow } from '@chauffeur/contracts';
import { CURRENCY } from '../../../lib/format';

/**
 * The currency a booking row's fare is in (decision 247), from the row's `currency`. Only a row a persistent
 * read store kept from before decision 247 has none, until the rebuild at the next start replaces it: it
 * reads as it did then. (Also while the booking page's row is still loading and its history is shown.)
 */
export const fareCurrency = (currency: BookingRow['currency']): string => currency ?? CURRENCY;
