import { BOOKING_STREAM_PREFIX } from '@chauffeur/contracts';
import type { EventStore, RecordedEvent } from '@chauffeur/eventstore';
import type { LiveAudience } from '@chauffeur/platform';
import { fold } from '@chauffeur/platform';
import type { ReadStore } from '@chauffeur/projections';
import { chauffeursDrivingModel } from '../../bookings/index';
import { assignmentDecider } from '../domain/assignment-decider';

/** The chauffeur whose rides (or record) an event changes. */
export const chauffeurKey = (chauffeurId: string) => `chauffeur:${chauffeurId}`;
/** The driver account a chauffeur record names (decision 159: by e-mail, lower-cased). */
export const accountKey = (email: string) => `account:${email.toLowerCase()}`;
/** Where an audience is found: the log, the read side (a model's rides) and the clock (which rides are on). */
export interface AudienceWorld {
  eventStore: EventStore;
  readStore: ReadStore;
  now: () => Date;
}

type Audience = (event: RecordedEvent, world: AudienceWorld) => Promise<string[]>;

/** The chauffeur holding the ride just before the event and just after it: both see the change. */
const rideHolders: Audience = async (event, { eventStore }) => {
  const stream = await eventStore.readStream(event.stream);
  type Folded = Parameters<typeof assignmentDecider.evolve>[1];
  // One fold up to the event, one step over it: the states just before and just after.
  const before = fold(
    assignmentDecider,
    stream.filter((e) => e.revision < event.revision) as unknown as Folded[],
  );
  const after = assignmentDecider.evolve(before, event as unknown as Folded);
  const holders = [before, after].map((state) => (state.status === 'none' ? null : state.chauffeurId));
  return [...new Set(holders.filter((id): id is string => id !== null))].map(chauffeurKey);
};

const chauffeurRecord: Audience = async (event) => {
  const data = event.data as { chauffeur_id: string; email: string };
  return [chauffeurKey(data.chauffeur_id), accountKey(data.email)];
};

/**
 * The chauffeurs with a ride of the renamed model on their page (decision 242). No stream lists a model's
 * rides, so the bookings read model answers; the hub asks only once the read models that handle the event
 * applied it (LiveHub.announce waits for them), so the rides are the log's as of the rename. A ride assigned
 * in that instant is told by its own assignment, and the page then reads the name as it is.
 */
const modelDrivers: Audience = async (event, { readStore, now }) => {
  const { vehicle_id } = event.data as { vehicle_id: string };
  return (await chauffeursDrivingModel(readStore, vehicle_id, now())).map(chauffeurKey);
};

/** By event type: one line per kind of change the driver's page shows (the rides list and the greeting). */
const AUDIENCES: Record<string, Audience> = {
  ChauffeurAdded: chauffeurRecord,
  ChauffeurUpdated: chauffeurRecord,
  VehicleUpdated: modelDrivers,
};

/**
 * Whom an event concerns on the driver's page (decision 236): on a booking's stream, the chauffeur who held
 * the ride before it and after it, folded from the stream itself (so a ride taken off someone, cancelled or
 * deleted still reaches them); a chauffeur's record, that chauffeur and the account its e-mail names; a car
 * model renamed, the chauffeurs driving that model. Read only while a driver's page is open (the hub asks
 * only then).
 */
export const driverAudience =
  (world: AudienceWorld): LiveAudience =>
  async (event) => {
    if (event.stream.startsWith(BOOKING_STREAM_PREFIX)) return rideHolders(event, world);
    return (await AUDIENCES[event.type]?.(event, world)) ?? [];
  };
