import type { BookingRow, Language } from '@chauffeur/contracts';
import { addressIn } from '../../geo/index';

/**
 * Decision 286.1: a booking row with its places written in the reader's language (the admin's, the
 * chauffeur's), whatever language they were booked in. The row's other fields and the events are untouched.
 */
export const rowInLanguage = (row: BookingRow, language: Language): BookingRow => ({
  ...row,
  pickup_location: { ...row.pickup_location, address: addressIn(row.pickup_location.address, language) },
  dropoff_location: { ...row.dropoff_location, address: addressIn(row.dropoff_location.address, language) },
});

/**
 * The same on a row the store hands over as JSON text (the list sends it without parsing, for speed): a
 * row's only "address" keys are its two places', and a key's quotes cannot occur unescaped inside a
 * string, so replacing each key's string value is exact without parsing the row.
 */
const ADDRESS_KEY = /"address":("(?:[^"\\]|\\.)*")/g;

export const rowJsonInLanguage = (json: string, language: Language): string =>
  json.replace(ADDRESS_KEY, (whole, quoted: string) => {
    const stored = JSON.parse(quoted) as string;
    const shown = addressIn(stored, language);
    return shown === stored ? whole : `"address":${JSON.stringify(shown)}`;
  });
