import { codedField, refusal, type CommandContext } from '@chauffeur/platform';
import { reserveDriverAddress } from '../../accounts/index';
import { anotherChauffeursEmail } from '../domain/chauffeur-email-claim-decider';
import { emailTaken } from '../projections/chauffeur-queries';
import type { DispatchDeps } from '../module';

/** How long the chauffeurs' read model is waited for before a held address is let through (never, then). */
const READ_MODEL_WAIT_MS = 2000;

/**
 * A refusal of the new address by its code, on `body.email`: the form says it beside the field and in its
 * toast, in the admin's language (a 409 without a code would read as the record changed by someone else).
 */
const emailRefused = (
  kind: 'invalid' | 'conflict',
  coded: { code: 'chauffeur_email_is_staff' | 'chauffeur_email_being_taken' | 'chauffeurs_catching_up' },
) => refusal(kind, coded, { fields: [codedField('body.email', coded)] });

/**
 * A chauffeur's e-mail changes to `email` (decisions 309, 311). Refused when an administrator's or
 * dispatcher's account holds it: that account keeps its role and is not invited, so the chauffeur's own
 * account would lose their rides. Read on the write side, so that an invitation answered a moment ago counts.
 * A free address is claimed now, before the chauffeur is saved, for the driver account invited after: of two
 * changes to one new address at once, or a change and a staff invitation, one claim wins and the other is
 * refused (400 on `body.email`, or 409 while the winner's account is still being written). Should the
 * chauffeur's own save then fail (another edit of them in between: 409), the claim is left without an
 * account: it names the chauffeur, so their next save with the address claims it again for the same account
 * (decision 327); for anyone else it is free once it counts as abandoned (2 minutes, `claimAddress`).
 * Returns the account claimed, or nothing when another account (a customer's, a driver's) holds the address.
 */
export async function takeChauffeurAddress(
  deps: DispatchDeps,
  chauffeurId: string,
  email: string,
  context: CommandContext,
): Promise<string | undefined> {
  const address = await reserveDriverAddress(deps, email, context, chauffeurId);
  switch (address.kind) {
    case 'staff':
      throw emailRefused('invalid', { code: 'chauffeur_email_is_staff' });
    case 'busy':
      throw emailRefused('conflict', { code: 'chauffeur_email_being_taken' });
    case 'claimed':
      return address.userId;
    case 'held':
      await refuseHeldByAnotherChauffeur(deps, chauffeurId, email);
      return undefined;
  }
}

/**
 * A driver account holds the address once another chauffeur's change to it is saved (its account is
 * invited after the chauffeur's event): the chauffeurs' read model is asked once it has applied the whole log
 * as it is now, so that change counts even if the route's first look, on a read model a moment behind,
 * missed it. A read side that does not catch up in time cannot vouch for the address: 409, save again.
 */
async function refuseHeldByAnotherChauffeur(deps: DispatchDeps, chauffeurId: string, email: string) {
  const head = await deps.eventStore.head();
  const caughtUp =
    !head ||
    (await deps.projections.waitFor(head.position, { names: ['chauffeurs'], timeoutMs: READ_MODEL_WAIT_MS }));
  if (!caughtUp) throw emailRefused('conflict', { code: 'chauffeurs_catching_up' });
  if (await emailTaken(deps.readStore, email, chauffeurId)) throw anotherChauffeursEmail();
}
