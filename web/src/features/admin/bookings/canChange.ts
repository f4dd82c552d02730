import { isChangeable, type BookingRow } from '@chauffeur/contracts';

/**
 * Whether the panel offers to change a booking: the server's rule (decision 141), pending or confirmed and
 * before its pickup time. Only a hint: the server decides, and says 409 when the moment has passed.
 */
export const canChange = (booking: Pick<BookingRow, 'status' | 'scheduled_time'>, now: Date): boolean =>
  isChangeable(booking.status) && now.getTime() < new Date(booking.scheduled_time).getTime();
