import { createHash } from 'node:crypto';
import { CHAUFFEUR_EMAIL_STREAM_PREFIX, chauffeurStream } from '@chauffeur/contracts';
import { WrongExpectedVersion } from '@chauffeur/eventstore';
import { handleCommand, loadState, type CommandContext, type CommandOutcome } from '@chauffeur/platform';
import {
  chauffeurEmailClaimDecider,
  type ChauffeurEmailCommand,
} from '../domain/chauffeur-email-claim-decider';
import { chauffeurDecider } from '../domain/chauffeur-decider';
import type { DispatchDeps } from '../module';

/** The address's claim stream: hashed, so that its name does not spell the address. */
export const chauffeurEmailStream = (email: string) =>
  `${CHAUFFEUR_EMAIL_STREAM_PREFIX}${createHash('sha256').update(email.trim().toLowerCase()).digest('hex')}`;

type ClaimDeps = Pick<DispatchDeps, 'eventStore' | 'now'>;

const onClaim = (deps: ClaimDeps, email: string, command: ChauffeurEmailCommand, ctx: CommandContext) =>
  handleCommand(deps.eventStore, {
    stream: chauffeurEmailStream(email),
    decider: chauffeurEmailClaimDecider,
    command,
    context: ctx,
    now: deps.now,
  });

/** Gives an address up (nothing when the chauffeur does not hold it: one added before claims, decision 316). */
export const releaseChauffeurEmail = (
  deps: ClaimDeps,
  email: string,
  chauffeurId: string,
  ctx: CommandContext,
) => onClaim(deps, email, { type: 'ReleaseChauffeurEmail', chauffeurId }, ctx);

/**
 * Runs `change` (the chauffeur's add or save) holding `email` for them among chauffeurs (decision 316): of two
 * chauffeurs given one address at once, the second is refused "Another chauffeur has this e-mail" here,
 * whatever the read model has seen. A claim this call made is undone when the change is refused, unless the
 * chauffeur has the address by then (a retried add that another attempt saved); a crash between the two
 * appends leaves at worst an address claimed by a chauffeur without it, as a plate's claim would.
 */
export async function withChauffeurEmail<T extends CommandOutcome>(
  deps: ClaimDeps,
  claim: { email: string; chauffeurId: string },
  ctx: CommandContext,
  change: () => Promise<T>,
): Promise<T> {
  const command = { type: 'ClaimChauffeurEmail', chauffeurId: claim.chauffeurId } as const;
  // Lost a race for a free address: the second read sees who won (maybe this very chauffeur).
  const claimed = await onClaim(deps, claim.email, command, ctx).catch((error: unknown) => {
    if (!(error instanceof WrongExpectedVersion)) throw error;
    return onClaim(deps, claim.email, command, ctx);
  });
  try {
    return await change();
  } catch (error) {
    if (claimed.appended.length > 0 && !(await hasAddress(deps, claim))) {
      // The refusal is the answer; a failed undo only leaves the address claimed by a chauffeur without it.
      await releaseChauffeurEmail(deps, claim.email, claim.chauffeurId, ctx).catch(() => undefined);
    }
    throw error;
  }
}

/** Whether the chauffeur's own stream has this address now. */
async function hasAddress(deps: ClaimDeps, claim: { email: string; chauffeurId: string }) {
  const { state } = await loadState(deps.eventStore, chauffeurStream(claim.chauffeurId), chauffeurDecider);
  return state.status === 'known' && state.fields.email === claim.email;
}
