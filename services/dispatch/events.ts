/*
 * The events of the dispatch module (issue 17): the chauffeurs, on their own streams. The assignment of a
 * chauffeur or a car to a booking is decided here (domain/assignment-decider.ts) but recorded on the
 * booking's stream, whose events the bookings module defines (bookings/assignment-events.ts, decision 268).
 * module.ts lists them.
 */
import { z } from 'zod';
import {
  CHAUFFEUR_EMAIL_STREAM_PREFIX,
  CHAUFFEUR_STREAM_PREFIX,
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

/** One chauffeur per e-mail (decision 316): the address's stream says which chauffeur has it. */
const emailClaimData = z.object({ chauffeur_id: z.uuid() });
export const ChauffeurEmailClaimed = defineEvent({
  type: 'ChauffeurEmailClaimed',
  streamPrefix: CHAUFFEUR_EMAIL_STREAM_PREFIX,
  version: 1,
  description: 'An e-mail address now belongs to this chauffeur; written before the chauffeur takes it.',
  schema: emailClaimData,
});
export const ChauffeurEmailReleased = defineEvent({
  type: 'ChauffeurEmailReleased',
  streamPrefix: CHAUFFEUR_EMAIL_STREAM_PREFIX,
  version: 1,
  description:
    'A chauffeur gave up their e-mail address (changed, or their change was refused): another chauffeur may take it.',
  schema: emailClaimData,
});

export type ChauffeurData = z.infer<typeof chauffeurData>;
export type ChauffeurEvent =
  { type: 'ChauffeurAdded'; data: ChauffeurData } | { type: 'ChauffeurUpdated'; data: ChauffeurData };
export type ChauffeurEmailEvent =
  | { type: 'ChauffeurEmailClaimed'; data: { chauffeur_id: string } }
  | { type: 'ChauffeurEmailReleased'; data: { chauffeur_id: string } };
export const dispatchEvents = [
  ChauffeurAdded,
  ChauffeurUpdated,
  ChauffeurEmailClaimed,
  ChauffeurEmailReleased,
] as const;
