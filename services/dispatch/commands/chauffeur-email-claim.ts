import { createHash } from 'node:crypto';
import { CHAUFFEUR_EMAIL_STREAM_PREFIX, chauffeurStream, isEvent } from '@chauffeur/contracts';
import { WrongExpectedVersion } from '@chauffeur/eventstore';
import {
  claimOverAbandoned,
  handleCommand,
  loadState,
  type ClaimHolding,
  type CommandContext,
  type CommandOutcome,
} from '@chauffeur/platform';
import {
  chauffeurEmailClaimDecider,
  type ChauffeurEmailCommand,
} from '../domain/chauffeur-email-claim-decider';
import { chauffeurDecider } from '../domain/chauffeur-decider';
import { ChauffeurEmailClaimed } from '../events';
import type { DispatchDeps } from '../module';

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

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
 * Who holds an address's claim, and whether they have it: a chauffeur whose own stream has it. A chauffeur
 * the claim names without the address (an add or save that died after claiming) is, after 2 minutes, a claim
 * another chauffeur may take over (decision 327).
 */
const chauffeurHolding = (email: string, deps: ClaimDeps): ClaimHolding => ({
  holderOf: (event) => (isEvent(ChauffeurEmailClaimed, event) ? event.data.chauffeur_id : undefined),
  holds: (chauffeurId) => hasAddress(deps, { email, chauffeurId }),
});

/** Claims the address for the chauffeur, over an abandoned claim if that is what stands in the way. */
const claimEmail = (deps: ClaimDeps, claim: { email: string; chauffeurId: string }, ctx: CommandContext) =>
  claimOverAbandoned(
    deps.eventStore,
    chauffeurEmailStream(claim.email),
    chauffeurHolding(claim.email, deps),
    deps.now(),
    (replacesAbandoned) =>
      onClaim(deps, claim.email, { type: 'ClaimChauffeurEmail', ...claim, replacesAbandoned }, ctx),
  );

/**
 * Runs `change` (the chauffeur's add or save) holding `email` for them among chauffeurs (decision 316): of two
 * chauffeurs given one address at once, the second is refused "Another chauffeur has this e-mail" here,
 * whatever the read model has seen. A claim this call made is undone when the change is refused, unless the
 * chauffeur has the address by then (a retried add that another attempt saved); a crash between the two
 * appends leaves an address claimed by a chauffeur without it, which another may claim over once abandoned
 * (2 minutes, as a plate's: decision 327).
 */
export async function withChauffeurEmail<T extends CommandOutcome>(
  deps: ClaimDeps,
  claim: { email: string; chauffeurId: string },
  ctx: CommandContext,
  change: () => Promise<T>,
): Promise<T> {
  // Lost a race for a free address: the second read sees who won (maybe this very chauffeur).
  const claimed = await claimEmail(deps, claim, ctx).catch((error: unknown) => {
    if (!(error instanceof WrongExpectedVersion)) throw error;
    return claimEmail(deps, claim, ctx);
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
  return state.status === 'known' && sameAddress(state.fields.email, claim.email);
}
