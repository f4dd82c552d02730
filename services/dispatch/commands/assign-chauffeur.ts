import { bookingStream, chauffeurStream } from '@chauffeur/contracts';
import {
  handleCommand,
  invalid,
  loadState,
  type CommandContext,
  type CommandOutcome,
} from '@chauffeur/platform';
import { assignmentDecider, type AssignmentCommand } from '../domain/assignment-decider';
import { chauffeurDecider } from '../domain/chauffeur-decider';
import type { DispatchDeps } from '../module';

/**
 * THE one place a chauffeur is assigned to or taken off a booking (issue 17): the admin route calls it, and
 * so will the dispatch board. The chauffeur is read from their own stream (never from a lagging read model),
 * the booking's stream decides, and the append is at the revision the admin saw.
 */
export async function assignChauffeur(
  deps: DispatchDeps,
  request: { bookingId: string; chauffeurId: string | null; expectedRevision?: bigint },
  context: CommandContext,
): Promise<CommandOutcome> {
  const { bookingId, chauffeurId } = request;
  let command: AssignmentCommand = { type: 'UnassignChauffeur', bookingId };
  if (chauffeurId !== null) {
    const { state } = await loadState(deps.eventStore, chauffeurStream(chauffeurId), chauffeurDecider);
    if (state.status === 'none') {
      throw invalid('This chauffeur does not exist', [
        { field: 'body.chauffeur_id', message: 'Chauffeur not found' },
      ]);
    }
    const { name, active } = state.fields;
    command = { type: 'AssignChauffeur', bookingId, chauffeur: { id: chauffeurId, name, active } };
    // HOOK(availability, issue 17 point 3): the next step checks here that the chauffeur has no other ride
    // whose busy interval overlaps this one (their schedule stream per day, appended with its expected
    // revision together with this booking's events), and refuses with a conflict otherwise.
  }
  return handleCommand(deps.eventStore, {
    stream: bookingStream(bookingId),
    decider: assignmentDecider,
    command,
    context,
    expectedRevision: request.expectedRevision,
    now: deps.now,
  });
}
