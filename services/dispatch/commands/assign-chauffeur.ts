import { chauffeurStream } from '@chauffeur/contracts';
import { invalid, loadState, type CommandContext, type CommandOutcome } from '@chauffeur/platform';
import type { AssignmentCommand } from '../domain/assignment-decider';
import { chauffeurDecider } from '../domain/chauffeur-decider';
import type { DispatchDeps } from '../module';
import { assignWithClaim } from './assign-with-claim';

/**
 * THE one place a chauffeur is assigned to or taken off a booking (issue 17): the admin route calls it, and
 * so does the dispatch board. The chauffeur is read from their own stream (never from a lagging read model),
 * their day schedules say whether they are free (409 "This chauffeur already drives CH-… at that time"), the
 * booking's stream decides, and the append is at the revision the admin saw.
 */
export async function assignChauffeur(
  deps: DispatchDeps,
  request: { bookingId: string; chauffeurId: string | null; expectedRevision?: bigint },
  context: CommandContext,
): Promise<CommandOutcome> {
  const { bookingId, chauffeurId, expectedRevision } = request;
  if (chauffeurId === null) {
    const command: AssignmentCommand = { type: 'UnassignChauffeur', bookingId };
    return assignWithClaim(
      deps,
      { bookingId, expectedRevision, commandFor: async () => ({ command }) },
      context,
    );
  }
  const { state } = await loadState(deps.eventStore, chauffeurStream(chauffeurId), chauffeurDecider);
  if (state.status === 'none') {
    throw invalid('This chauffeur does not exist', [
      { field: 'body.chauffeur_id', message: 'Chauffeur not found' },
    ]);
  }
  const { name, active } = state.fields;
  const command: AssignmentCommand = {
    type: 'AssignChauffeur',
    bookingId,
    chauffeur: { id: chauffeurId, name, active },
  };
  const resource = { kind: 'chauffeur', id: chauffeurId } as const;
  return assignWithClaim(
    deps,
    { bookingId, expectedRevision, commandFor: async () => ({ command, resource }) },
    context,
  );
}
