/** Letters and digits a person cannot confuse on the phone: no 0/O, 1/I/L, 5/S, 2/Z, 8/B. */
export const REFERENCE_ALPHABET = 'ACDEFGHJKMNPQRTUVWXY34679';
const LENGTH = 6;
/** `CH-` and six letters of the alphabet: what a reference looks like. */
export const REFERENCE_PATTERN = new RegExp(`^CH-[${REFERENCE_ALPHABET}]{${LENGTH}}$`);

function encode(value: bigint): string {
  const base = BigInt(REFERENCE_ALPHABET.length);
  let code = '';
  for (let i = 0; i < LENGTH; i++) {
    code += REFERENCE_ALPHABET[Number(value % base)];
    value /= base;
  }
  return `CH-${code}`;
}

/**
 * The first candidate reference of a booking (e.g. `CH-7K3P9Q`), derived from its id so that a retried
 * creation proposes the same one. 25^6 ≈ 244 million codes: by itself it collides (about 75 pairs in
 * 200,000 bookings), so a reference is only issued once claimed in the log (api booking-reference.ts).
 */
export function bookingReference(bookingId: string): string {
  return encode(BigInt(`0x${bookingId.replace(/-/g, '')}`));
}

/** 32-bit FNV-1a of a text with a seed, finished with murmur3's mixer: spreads nearby inputs apart. */
function hash32(text: string, seed: number): number {
  let h = (0x811c9dc5 ^ seed) >>> 0;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/**
 * The candidate reference number `attempt` of a booking: attempt 0 is `bookingReference`, each further
 * one a hash of the id and the attempt. Deterministic, so a retried creation walks the same candidates and
 * meets its own claim first.
 */
export function referenceCandidate(bookingId: string, attempt: number): string {
  if (attempt === 0) return bookingReference(bookingId);
  const key = `${bookingId}#${attempt}`;
  return encode((BigInt(hash32(key, 0x9e3779b9)) << 32n) | BigInt(hash32(key, 0x7f4a7c15)));
}
