import { STAFF_MESSAGES } from '@chauffeur/contracts';
import { ApiError } from '../../../lib/api';

/** The staff routes' refusals this page names in the admin's language (others: the server's text). */
const KNOWN: Record<string, 'lastAdmin' | 'alreadyHasAccount' | 'notInvited' | 'invitationAccepted'> = {
  [STAFF_MESSAGES.lastAdmin]: 'lastAdmin',
  [STAFF_MESSAGES.alreadyHasAccount]: 'alreadyHasAccount',
  [STAFF_MESSAGES.notInvited]: 'notInvited',
  // Withdrawing an invitation its person accepted meanwhile.
  [STAFF_MESSAGES.invitationAccepted]: 'invitationAccepted',
};

export const staffProblemOf = (error: unknown) =>
  error instanceof ApiError ? (KNOWN[error.problem?.detail ?? ''] ?? null) : null;
