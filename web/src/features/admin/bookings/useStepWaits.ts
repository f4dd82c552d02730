import type { BookingAction, BookingRow } from '@chauffeur/contracts';
import { serverClockOffset, useStepWaits as useWaits } from '../../../lib/useStepWaits';
import { useStepTiming } from '../api/queries';

/**
 * When each step of a booking in the panel opens (lib/useStepWaits), with the start window the bookings area
 * answers (GET /api/admin/bookings/step-timing): an admin and a dispatcher alike, though a dispatcher may not
 * read the settings (decision 283). Until it has come, Start is offered and the server's refusal says when.
 * By the server's clock that answer carries, not the device's (decision 290).
 */
export function useStepWaits(booking: BookingRow): Partial<Record<BookingAction, Date>> {
  const timing = useStepTiming();
  const offset = serverClockOffset(timing.data?.server_time, timing.dataUpdatedAt);
  return useWaits(
    booking.status,
    { scheduledTime: booking.scheduled_time, startWindowHours: timing.data?.ride_start_window_hours },
    offset,
  );
}
