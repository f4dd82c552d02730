import { BOOKING_STREAM_PREFIX } from '@chauffeur/contracts';
import type { EventStore, RecordedEvent } from '@chauffeur/eventstore';
import type { LiveAudience } from '@chauffeur/platform';
import { fold } from '@chauffeur/platform';
import { assignmentDecider } from '../domain/assignment-decider';

/** The chauffeur whose rides (or record) an event changes. */
export const chauffeurKey = (chauffeurId: string) => `chauffeur:${chauffeurId}`;
/** The driver account a chauffeur record names (decision 159: by e-mail, lower-cased). */
export const accountKey = (email: string) => `account:${email.toLowerCase()}`;
/** Every driver: an event that may change anyone's rides without naming them (a car model renamed). */
export const EVERY_DRIVER = 'drivers';

type Audience = (event: RecordedEvent, eventStore: EventStore) => Promise<string[]>;

/** The chauffeur holding the ride just before the event and just after it: both see the change. */
const rideHolders: Audience = async (event, eventStore) => {
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

/** By event type: one line per kind of change the driver's page shows (the rides list and the greeting). */
const AUDIENCES: Record<string, Audience> = {
  ChauffeurAdded: chauffeurRecord,
  ChauffeurUpdated: chauffeurRecord,
  VehicleUpdated: async () => [EVERY_DRIVER],
};

/**
 * Whom an event concerns on the driver's page (decision 236): on a booking's stream, the chauffeur who held
 * the ride before it and after it, folded from the stream itself (so a ride taken off someone, cancelled or
 * deleted still reaches them); a chauffeur's record, that chauffeur and the account its e-mail names.
 * Read only while a driver's page is open (the hub asks only then).
 */
export const driverAudience =
  (eventStore: EventStore): LiveAudience =>
  async (event) => {
    if (event.stream.startsWith(BOOKING_STREAM_PREFIX)) return rideHolders(event, eventStore);
    return (await AUDIENCES[event.type]?.(event, eventStore)) ?? [];
  };
