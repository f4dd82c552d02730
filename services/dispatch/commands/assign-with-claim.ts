import { SETTINGS_STREAM, bookingStream } from '@chauffeur/contracts';
import { WrongExpectedVersion } from '@chauffeur/eventstore';
import {
  fold,
  handleCommand,
  loadState,
  loadedStream,
  notFound,
  type CommandContext,
  type CommandOutcome,
} from '@chauffeur/platform';
import {
  bookingRideOf,
  busyRuleOf,
  claimOfRide,
  claimRideSlot,
  releaseRideSlot,
  rideInterval,
  type BookingRide,
  type RideResource,
} from '../../bookings/index';
import { settingsDecider } from '../../settings/index';
import { assignmentDecider, type AssignmentCommand } from '../domain/assignment-decider';
import type { DispatchDeps } from '../module';

/** The booking as an assignment reads it: its stream (read once) and the ride it describes. */
export async function readBookingForAssignment(
  deps: Pick<DispatchDeps, 'eventStore'>,
  bookingId: string,
  expectedRevision: bigint | undefined,
) {
  const stream = bookingStream(bookingId);
  const events = await deps.eventStore.readStream(stream);
  const loaded = loadedStream(events);
  const ride = bookingRideOf(events);
  if (ride.status === 'none' || ride.status === 'deleted') throw notFound('Booking not found');
  // Stale before anything is claimed: a refused assignment leaves no claim behind.
  const seen = loaded.last?.revision;
  if (expectedRevision !== undefined && expectedRevision !== seen)
    throw new WrongExpectedVersion(stream, expectedRevision, seen ?? 'no_stream');
  return { stream, loaded, ride };
}

/** The ride's busy interval by the buffers the settings say now. */
export async function busyIntervalOf(deps: Pick<DispatchDeps, 'eventStore'>, ride: BookingRide) {
  const { state: settings } = await loadState(deps.eventStore, SETTINGS_STREAM, settingsDecider);
  return rideInterval(ride, busyRuleOf(settings));
}

/** The events that give someone the ride: only these claim a schedule (taking off frees by itself). */
const GIVING = new Set(['CarAssigned', 'ChauffeurAssigned']);

/**
 * Assigns (or takes off) a car or a chauffeur (issue 17, decision 165): the booking's stream decides (status,
 * who is assigned), then, when someone is newly given the ride, their schedule is claimed over the ride's
 * busy interval (409 naming the clashing booking when busy), and only then is the assignment appended, at
 * the revision read. If that append is refused (someone changed the booking meanwhile), the claim is
 * released at once rather than left to expire.
 */
export async function assignWithClaim(
  deps: DispatchDeps,
  request: {
    bookingId: string;
    expectedRevision?: bigint;
    /** The command (and whom it gives the ride to), from the booking as this request read it. */
    commandFor: (ride: BookingRide) => Promise<{ command: AssignmentCommand; resource?: RideResource }>;
  },
  context: CommandContext,
): Promise<CommandOutcome> {
  const { bookingId } = request;
  const { stream, loaded, ride } = await readBookingForAssignment(deps, bookingId, request.expectedRevision);
  const { command, resource } = await request.commandFor(ride);
  const state = fold(
    assignmentDecider,
    loaded.events.map(
      (event) => ({ type: event.type, data: event.data }) as { type: string; data: Record<string, unknown> },
    ),
  );
  // Decided first so that a refusal (status, inactive) or a no-op claims nothing.
  const decided = assignmentDecider.decide(command, state);
  const givesTheRide = decided.some((event) => GIVING.has(event.type));
  const claimed =
    resource && givesTheRide ? claimOfRide(bookingId, ride, await busyIntervalOf(deps, ride)) : null;
  if (resource && claimed) await claimRideSlot(deps, resource, claimed, context);
  try {
    return await handleCommand(deps.eventStore, {
      stream,
      decider: assignmentDecider,
      command,
      context,
      expectedRevision: request.expectedRevision,
      loaded,
      now: deps.now,
    });
  } catch (error) {
    if (resource && claimed) await releaseRideSlot(deps, resource, claimed, context);
    throw error;
  }
}
