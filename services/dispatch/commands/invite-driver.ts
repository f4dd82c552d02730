import type { Chauffeur } from '@chauffeur/contracts';
import type { CommandContext } from '@chauffeur/platform';
import type { DispatchDeps } from '../module';

/**
 * MERGE POINT (issue 17, point 7): invites the chauffeur's `driver` account by e-mail (a set-password link;
 * embedded, the link is in the outbox). The invitations are being built in services/accounts by another
 * helper; when they land, this one function calls their invite with role `driver` and `chauffeur.email`.
 * Until then it does nothing: tests create the driver account directly (decision 159). Called after a
 * chauffeur is added, and after an edit that changes their e-mail.
 */
export async function inviteDriverAccount(
  _deps: DispatchDeps,
  _chauffeur: Pick<Chauffeur, 'id' | 'name' | 'email'>,
  _context: CommandContext,
): Promise<void> {
  // Wired at the merge: `await inviteStaff(deps, { email: chauffeur.email, role: 'driver' }, context)`.
}
