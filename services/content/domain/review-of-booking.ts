import { createHash } from 'node:crypto';

/** The namespace of review ids derived from bookings (a fixed random UUID; never change it). */
const NAMESPACE = Buffer.from('6f1c2d7e8a9b4c3d9e0f1a2b3c4d5e6f', 'hex');

/**
 * The id of the review a booking's customer writes: a name-based UUID (version 5, RFC 9562) of the booking
 * id. One booking has exactly one possible review stream, so "once per booking" is the event store's own
 * "stream must not exist" check, safe under any number of concurrent posts and across replicas, with no
 * claim stream to keep (decision 192). The public list shows this id, which does not give the booking id.
 */
export function reviewIdOfBooking(bookingId: string): string {
  const hash = createHash('sha1').update(NAMESPACE).update(bookingId).digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
