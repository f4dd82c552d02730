import { STAFF_MESSAGES } from '@chauffeur/contracts';
import { ApiError } from '../../../lib/api';

/** The staff routes' refusals this page names in the admin's language (others: the server's text). */
const KNOWN: Record<string, 'lastAdmin' | 'alreadyHasAccount' | 'notInvited'> = {
  [STAFF_MESSAGES.lastAdmin]: 'lastAdmin',
  [STAFF_MESSAGES.alreadyHasAccount]: 'alreadyHasAccount',
  [STAFF_MESSAGES.notInvited]: 'notInvited',
};

export const staffProblemOf = (error: unknown) =>
  error instanceof ApiError ? (KNOWN[error.problem?.detail ?? ''] ?? null) : null;
