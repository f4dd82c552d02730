import { z } from 'zod';

/**
 * The settings' facts the lifecycle's rules in time need (`TimingFacts`, lifecycle-times.ts), and nothing
 * else of the settings (decision 283): a dispatcher and a chauffeur may not read the settings, yet must see
 * when Start opens. GET /api/admin/bookings/step-timing answers it (staff with `bookings`), and the driver's
 * rides carry it (`timing`); the moments are reckoned from it by the one table, EARLIEST_MOMENT.
 */
export const stepTimingSchema = z.object({
  /** The settings' start window: a ride may be started from this many hours before its pickup. */
  ride_start_window_hours: z.number().int().nonnegative(),
});
export type StepTiming = z.infer<typeof stepTimingSchema>;
