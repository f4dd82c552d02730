import { z } from 'zod';

/** The chauffeur a booking row carries once one is assigned (issue 17): id and name at assignment time. */
export const assignedChauffeurSchema = z.object({ id: z.uuid(), name: z.string() });
export type AssignedChauffeur = z.infer<typeof assignedChauffeurSchema>;

/**
 * `PUT /api/admin/bookings/:id/chauffeur`: assign (a chauffeur's id) or unassign (null). The revision the
 * admin saw is required, as for every edit of an existing booking.
 */
export const chauffeurAssignmentRequestSchema = z.object({
  chauffeur_id: z.uuid('must be a chauffeur id').nullable(),
  expectedRevision: z.number().int().nonnegative().optional(),
});
export type ChauffeurAssignmentRequest = z.infer<typeof chauffeurAssignmentRequestSchema>;

/** The car a booking row carries once one is assigned (issue 17): id, plate and colour at assignment time. */
export const assignedCarSchema = z.object({ id: z.uuid(), plate: z.string(), colour: z.string() });
export type AssignedCar = z.infer<typeof assignedCarSchema>;

/**
 * `PUT /api/admin/bookings/:id/car`: assign (an active car of the booking's model) or unassign (null), at
 * the revision the admin saw: the chauffeur route's shape.
 */
export const carAssignmentRequestSchema = z.object({
  car_id: z.uuid('must be a car id').nullable(),
  expectedRevision: z.number().int().nonnegative().optional(),
});
export type CarAssignmentRequest = z.infer<typeof carAssignmentRequestSchema>;

/** A ride a car or chauffeur already has at that time: what the board and the refusal name. */
export const busyWithSchema = z.object({ booking_id: z.uuid(), reference: z.string() });

/**
 * `GET /api/admin/bookings/:id/candidates`: the active cars of the booking's model and the active
 * chauffeurs, each free for its busy interval or busy with another ride (decided as the assignment would).
 */
export const assignmentCandidatesSchema = z.object({
  cars: z.array(
    z.object({
      id: z.uuid(),
      plate: z.string(),
      colour: z.string(),
      free: z.boolean(),
      busy_with: busyWithSchema.optional(),
    }),
  ),
  chauffeurs: z.array(
    z.object({ id: z.uuid(), name: z.string(), free: z.boolean(), busy_with: busyWithSchema.optional() }),
  ),
});
export type AssignmentCandidates = z.infer<typeof assignmentCandidatesSchema>;

/** The texts the assignment routes answer with (the web shows its own translations of them). */
export const ASSIGNMENT_MESSAGES = {
  carOfAnotherModel: 'This car is not one of the booked vehicle’s cars',
  carInactive: 'This car is inactive',
  carOfPreviousModel:
    'A car of the booked vehicle is assigned to this booking: take it off the booking before changing the vehicle.',
} as const;

/** Per-day schedule streams of a car and of a chauffeur (issue 17): the assignment's consistency. */
export const CAR_SCHEDULE_STREAM_PREFIX = 'car_schedule-';
export const CHAUFFEUR_SCHEDULE_STREAM_PREFIX = 'chauffeur_schedule-';
export const carScheduleStream = (carId: string, day: string) =>
  `${CAR_SCHEDULE_STREAM_PREFIX}${carId}-${day}`;
export const chauffeurScheduleStream = (chauffeurId: string, day: string) =>
  `${CHAUFFEUR_SCHEDULE_STREAM_PREFIX}${chauffeurId}-${day}`;
