/** Letters and digits a person cannot confuse on the phone: no 0/O, 1/I/L, 5/S, 2/Z, 8/B. */
const ALPHABET = 'ACDEFGHJKMNPQRTUVWXY34679';

/**
 * The short reference of a booking (e.g. `CH-7K3P9Q`), derived from its id so that a retried creation
 * gets the same one. 25^6 ≈ 244 million codes: a collision needs tens of thousands of bookings to become
 * likely, and the id stays the key; the reference is for people.
 */
export function bookingReference(bookingId: string): string {
  const hex = bookingId.replace(/-/g, '');
  let value = BigInt(`0x${hex}`);
  let code = '';
  for (let i = 0; i < 6; i++) {
    code += ALPHABET[Number(value % BigInt(ALPHABET.length))];
    value /= BigInt(ALPHABET.length);
  }
  return `CH-${code}`;
}
