import { z } from 'zod';
import { bookingStatusSchema } from '../bookings/status';
import { assignedCarSchema, assignedChauffeurSchema } from './assignment';

/** `GET /api/admin/dispatch?date=YYYY-MM-DD`: one Brussels day of the dispatch board (issue 17 point 4). */
export const dispatchDayQuerySchema = z.object({ date: z.iso.date('must be a day YYYY-MM-DD') });

/** One ride on the board: what its block and the list mode show, and the revision an assignment sends back. */
export const dispatchRideSchema = z.object({
  id: z.uuid(),
  reference: z.string(),
  status: bookingStatusSchema,
  revision: z.number().int(),
  scheduled_time: z.string(),
  /**
   * The time the ride keeps its car and chauffeur busy (the busy-interval rule with the settings' buffers,
   * decision 146), ISO instants: what the block spans; the pickup is marked inside it.
   */
  busy: z.object({ from: z.string(), to: z.string() }),
  customer_name: z.string(),
  /** The places' first part (before the first comma): the block has room for little more. */
  pickup: z.string(),
  dropoff: z.string(),
  vehicle: z.object({ id: z.string(), name: z.string() }),
  chauffeur: assignedChauffeurSchema.nullable(),
  car: assignedCarSchema.nullable(),
});
export type DispatchRide = z.infer<typeof dispatchRideSchema>;

export const dispatchCarLaneSchema = z.object({
  id: z.uuid(),
  plate: z.string(),
  colour: z.string(),
  vehicle: z.object({ id: z.string(), name: z.string() }),
});
export type DispatchCarLane = z.infer<typeof dispatchCarLaneSchema>;

export const dispatchChauffeurLaneSchema = z.object({ id: z.uuid(), name: z.string() });
export type DispatchChauffeurLane = z.infer<typeof dispatchChauffeurLaneSchema>;

/** The day: its rides by pickup time, and the lanes (every active car by model, every active chauffeur). */
export const dispatchDaySchema = z.object({
  date: z.string(),
  rides: z.array(dispatchRideSchema),
  cars: z.array(dispatchCarLaneSchema),
  chauffeurs: z.array(dispatchChauffeurLaneSchema),
});
export type DispatchDay = z.infer<typeof dispatchDaySchema>;
