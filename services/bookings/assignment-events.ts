/*
 * The assignment of a chauffeur or a car to a booking (issue 17), on the booking's stream: one stream orders a
 * booking's assignment and its lifecycle, so a ride cannot be started by a chauffeur who was just
 * unassigned. The dispatch module decides them (its assignment decider); they are defined here, with the
 * stream's other events, so that the bookings read model folds them without importing dispatch, which
 * imports bookings (decision 268).
 */
import { z } from 'zod';
import {
  BOOKING_STREAM_PREFIX,
  assignedCarSchema,
  assignedChauffeurSchema,
  defineEvent,
} from '@chauffeur/contracts';

export const ChauffeurAssigned = defineEvent({
  type: 'ChauffeurAssigned',
  streamPrefix: BOOKING_STREAM_PREFIX,
  version: 1,
  description:
    "Staff assigned a chauffeur to a booking (replacing any other); carries the chauffeur's id and name.",
  schema: z.object({ booking_id: z.uuid(), chauffeur: assignedChauffeurSchema }),
  // The history names the chauffeur ("Chauffeur: Anna Peeters"), not their id and name as two fields.
  audit: { changes: ({ chauffeur }) => ({ chauffeur: chauffeur.name }) },
});
export const ChauffeurUnassigned = defineEvent({
  type: 'ChauffeurUnassigned',
  streamPrefix: BOOKING_STREAM_PREFIX,
  version: 1,
  description: 'Staff took the chauffeur off a booking; carries whom.',
  schema: z.object({ booking_id: z.uuid(), chauffeur_id: z.uuid() }),
});

export const CarAssigned = defineEvent({
  type: 'CarAssigned',
  streamPrefix: BOOKING_STREAM_PREFIX,
  version: 1,
  description:
    "Staff assigned one of the booked model's cars to a booking (replacing any other); carries its id, plate and colour.",
  schema: z.object({ booking_id: z.uuid(), car: assignedCarSchema }),
});
export const CarUnassigned = defineEvent({
  type: 'CarUnassigned',
  streamPrefix: BOOKING_STREAM_PREFIX,
  version: 1,
  description: 'Staff took the car off a booking; carries which.',
  schema: z.object({ booking_id: z.uuid(), car_id: z.uuid() }),
});

export type AssignmentEvent =
  | { type: 'ChauffeurAssigned'; data: z.infer<typeof ChauffeurAssigned.schema> }
  | { type: 'ChauffeurUnassigned'; data: z.infer<typeof ChauffeurUnassigned.schema> }
  | { type: 'CarAssigned'; data: z.infer<typeof CarAssigned.schema> }
  | { type: 'CarUnassigned'; data: z.infer<typeof CarUnassigned.schema> };

export const assignmentEvents = [ChauffeurAssigned, ChauffeurUnassigned, CarAssigned, CarUnassigned] as const;
