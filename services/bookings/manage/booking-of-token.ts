import { problemText } from '@chauffeur/contracts';
import { refusal } from '@chauffeur/platform';
import { ManageTokens } from './manage-token';

/** One answer for a forged token, a deleted booking and an unknown one: a token reveals nothing else. */
export const LINK_NOT_VALID = problemText({ code: 'link_not_valid' });
export const linkNotValid = () => refusal('not_found', { code: 'link_not_valid' });

// The signing key is derived once per secret (a server has one), not at every request or route file.
const tokensBySecret = new Map<string, ManageTokens>();

/**
 * The booking a manage link's token names, for every `/api/manage/:token` route (the page, cancellation,
 * change requests, the review, the receipt): a forged, altered or foreign token is the same 404 as a
 * booking that does not exist, so one token says nothing about another booking.
 */
export function bookingIdOfToken(secret: string, token: string): string {
  let tokens = tokensBySecret.get(secret);
  if (!tokens) tokensBySecret.set(secret, (tokens = new ManageTokens(secret)));
  const bookingId = tokens.read(token);
  if (!bookingId) throw linkNotValid();
  return bookingId;
}
