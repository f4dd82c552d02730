/*
 * The events of the dispatch module (issue 17): the chauffeurs (their own streams) and the assignment of a
 * chauffeur to a booking (in the booking's stream: one stream orders a booking's assignment and its
 * lifecycle, so a ride cannot be started by a chauffeur who was just unassigned). module.ts lists them.
 */
import { z } from 'zod';
import {
  BOOKING_STREAM_PREFIX,
  CHAUFFEUR_STREAM_PREFIX,
  assignedCarSchema,
  assignedChauffeurSchema,
  chauffeurLanguageSchema,
  defineEvent,
} from '@chauffeur/contracts';

const chauffeurData = z.object({
  chauffeur_id: z.uuid(),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  languages: z.array(chauffeurLanguageSchema),
  active: z.boolean(),
});

export const ChauffeurAdded = defineEvent({
  type: 'ChauffeurAdded',
  streamPrefix: CHAUFFEUR_STREAM_PREFIX,
  version: 1,
  description: 'An admin added a chauffeur (name, phone, e-mail of their driver account, languages, active).',
  schema: chauffeurData,
});
export const ChauffeurUpdated = defineEvent({
  type: 'ChauffeurUpdated',
  streamPrefix: CHAUFFEUR_STREAM_PREFIX,
  version: 1,
  description:
    'An admin edited a chauffeur (or made them active or inactive); carries every field as it now is.',
  schema: chauffeurData,
});

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

export type ChauffeurData = z.infer<typeof chauffeurData>;
export type ChauffeurEvent =
  { type: 'ChauffeurAdded'; data: ChauffeurData } | { type: 'ChauffeurUpdated'; data: ChauffeurData };
export type AssignmentEvent =
  | { type: 'ChauffeurAssigned'; data: z.infer<typeof ChauffeurAssigned.schema> }
  | { type: 'ChauffeurUnassigned'; data: z.infer<typeof ChauffeurUnassigned.schema> }
  | { type: 'CarAssigned'; data: z.infer<typeof CarAssigned.schema> }
  | { type: 'CarUnassigned'; data: z.infer<typeof CarUnassigned.schema> };

export const dispatchEvents = [
  ChauffeurAdded,
  ChauffeurUpdated,
  ChauffeurAssigned,
  ChauffeurUnassigned,
  CarAssigned,
  CarUnassigned,
] as const;
