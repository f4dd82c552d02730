import type { MailReaction } from '@chauffeur/platform';
import { modules } from './modules';

/**
 * Every module's e-mail reactions (listed in its module.ts), handed to the one mail reactor. A derivation
 * like all-projections.ts, in its own file because the server and the reactor's test both need it.
 */
export const allMailReactions: readonly MailReaction[] = modules.flatMap(
  (module) => module.mailReactions ?? [],
);
