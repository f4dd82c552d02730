import {
  SETTINGS_STREAM,
  bookingStream,
  customerOf,
  vehicleStream,
  type BookingChangeRequest,
  type BookingRequest,
  type BookingRequestedData,
  type Location,
  type SettingsValues,
} from '@chauffeur/contracts';
import { WrongExpectedVersion, type EventStore, type RecordedEvent } from '@chauffeur/eventstore';
import type { ReadStore } from '@chauffeur/projections';
import {
  fold,
  handleCommand,
  loadState,
  loadedStream,
  notFound,
  refusal,
  type CommandContext,
  type CommandOutcome,
  type LoadedStream,
} from '@chauffeur/platform';
import { settingsDecider } from '../../settings/index';
import { vehicleDecider } from '../../fleet/index';
import { addressIn } from '../../geo/index';
import { claimChangedRide } from '../availability/claim-changed-ride';
import { bookingDecider, type BookingState } from '../domain/booking-decider';
import { assertChangeable } from '../domain/booking-change';
import { bookingRuleViolations } from '../domain/booking-rules';
import type { BookingEvent } from '../events';
import { priceBooking, pricedTripFields, type TripDeps } from './price-trip';
import { fareTable } from './trip-fare';

/** What changing a booking needs from the world: the log, the maps, a clock (no new id: the booking has one). */
export interface ChangeBookingDeps extends TripDeps {
  eventStore: EventStore;
  readStore: ReadStore;
  jwtSecret: string;
  now: () => Date;
}

const samePlace = (a: Location, b: Location) =>
  a.address.trim() === b.address.trim() && Math.abs(a.lat - b.lat) < 1e-9 && Math.abs(a.lng - b.lng) < 1e-9;

/**
 * Decision 286.1: staff and customers read a stored place in their own language, so a form sent back
 * untouched carries the same place written otherwise (same coordinates, same gazetteer place). That is no
 * change: the stored text stays, as typed by whoever booked.
 */
const placeOf = (given: Location | undefined, stored: Location): Location =>
  given &&
  !(
    Math.abs(given.lat - stored.lat) < 1e-9 &&
    Math.abs(given.lng - stored.lng) < 1e-9 &&
    addressIn(given.address.trim(), 'en') === addressIn(stored.address.trim(), 'en')
  )
    ? given
    : stored;

/** The booking's current fields with the admin's edit laid over (absent = unchanged; null/'' lines = none). */
function edited(current: BookingRequestedData, patch: BookingChangeRequest) {
  const line = (given: string | null | undefined, stored: string | undefined) =>
    given === undefined ? stored : (given ?? undefined);
  const contact = customerOf({
    emergency_contact_name: patch.emergency_contact_name ?? current.customer.name,
    emergency_contact_phone: patch.emergency_contact_phone ?? current.customer.phone,
    emergency_contact_email: current.customer.email,
  });
  return {
    pickup_location: placeOf(patch.pickup_location, current.pickup_location),
    dropoff_location: placeOf(patch.dropoff_location, current.dropoff_location),
    pickup_address_line: line(patch.pickup_address_line, current.pickup_address_line),
    dropoff_address_line: line(patch.dropoff_address_line, current.dropoff_address_line),
    scheduled_time: new Date(patch.scheduled_time ?? current.scheduled_time).toISOString(),
    vehicle_id: patch.vehicle_id ?? current.vehicle.id,
    passenger_count: patch.passenger_count ?? current.passenger_count,
    luggage_count: patch.luggage_count ?? current.luggage_count,
    flight_number: patch.flight_number === undefined ? current.flight_number : patch.flight_number,
    is_round_trip: patch.is_round_trip ?? current.is_round_trip,
    language: patch.language ?? current.language,
    customer: contact,
  };
}

/**
 * ChangeBooking (issue 17 point 5, decisions 141–142): an admin changes a booking that has not started.
 *
 * What prices (the places, the vehicle, the round trip) is verified and priced afresh through the very path a
 * new booking takes (priceBooking: the server's geocoder, router, vehicle record and settings; a fare or
 * coordinates the client sends are never trusted). An edit that touches none of them keeps the fare the
 * booking was quoted. The booking rules apply as for a new booking: the lead time only when the time moves.
 * The decider then records what changed (nothing for an edit that changes nothing), at the revision the
 * admin saw (409 when stale).
 */
export async function changeBooking(
  deps: ChangeBookingDeps,
  bookingId: string,
  patch: BookingChangeRequest,
  expectedRevision: bigint | undefined,
  context: CommandContext,
): Promise<CommandOutcome> {
  const read = await readChangeable(deps, bookingId, expectedRevision);
  const { proposed, settings } = await proposeChange(deps, read, patch);
  return appendChange(deps, read, { proposed, settings }, context, () =>
    handleCommand(deps.eventStore, {
      stream: read.stream,
      decider: bookingDecider,
      command: { type: 'ChangeBooking', bookingId, now: read.now, proposed },
      context,
      expectedRevision,
      loaded: read.loaded,
      now: deps.now,
    }),
  );
}

/** A booking as read for a change: its stream, its state, and the server's clock at the reading. */
export interface ChangeableRead {
  bookingId: string;
  stream: string;
  events: RecordedEvent[];
  loaded: LoadedStream;
  state: Extract<BookingState, { deleted: boolean }>;
  now: Date;
}

/** The booking's stream read once, 404 if gone, 409 if stale or no longer changeable (started, past). */
export async function readChangeable(
  deps: ChangeBookingDeps,
  bookingId: string,
  expectedRevision?: bigint,
): Promise<ChangeableRead> {
  const read = await readBooking(deps, bookingId, expectedRevision);
  assertChangeable(read.state, read.now);
  return read;
}

/**
 * The same read without asking whether the booking may still change: for a change request's answer, whose
 * own state is refused first (an expired request says so rather than "the pickup time has passed").
 */
export async function readBooking(
  deps: ChangeBookingDeps,
  bookingId: string,
  expectedRevision?: bigint,
): Promise<ChangeableRead> {
  const stream = bookingStream(bookingId);
  const events = await deps.eventStore.readStream(stream);
  const loaded = loadedStream(events);
  // Stale or refused before any pricing: the answer does not depend on the maps being up.
  const seen = loaded.last?.revision;
  if (expectedRevision !== undefined && seen !== undefined && expectedRevision !== seen)
    throw new WrongExpectedVersion(stream, expectedRevision, seen);
  const state = fold(
    bookingDecider,
    events.map((event) => ({ type: event.type, data: event.data }) as BookingEvent),
  );
  if (state.status === 'none' || state.deleted) throw notFound('Booking not found');
  return { bookingId, stream, events, loaded, state, now: deps.now() };
}

/**
 * The booking as the change would leave it, checked by the booking rules and priced: afresh when what
 * prices changed, or always with `reprice: 'always'` (a customer's change request, decision 184).
 */
export async function proposeChange(
  deps: ChangeBookingDeps,
  read: ChangeableRead,
  patch: BookingChangeRequest,
  options: { reprice?: 'when_needed' | 'always' } = {},
): Promise<{ proposed: BookingRequestedData; settings: SettingsValues }> {
  const { state, now } = read;
  const current = state.booking;
  const next = edited(current, patch);
  const vehicleChanged = next.vehicle_id !== current.vehicle.id;
  const reprice =
    options.reprice === 'always' ||
    vehicleChanged ||
    next.is_round_trip !== current.is_round_trip ||
    !samePlace(next.pickup_location, current.pickup_location) ||
    !samePlace(next.dropoff_location, current.dropoff_location);

  const [{ state: vehicle }, { state: settings }] = await Promise.all([
    loadState(deps.eventStore, vehicleStream(next.vehicle_id), vehicleDecider),
    loadState(deps.eventStore, SETTINGS_STREAM, settingsDecider),
  ]);
  if (vehicle.status !== 'active') {
    // A vehicle since removed may stay on a booking that keeps its fare; it cannot be chosen nor re-priced.
    if (vehicleChanged || reprice)
      throw refusal(
        'invalid',
        { code: 'vehicle_not_available' },
        { fields: [{ field: 'body.vehicle_id', message: 'Vehicle not found' }] },
      );
  } else {
    const timeMoved = next.scheduled_time !== current.scheduled_time;
    const violations = bookingRuleViolations({
      scheduledTime: new Date(next.scheduled_time),
      now,
      leadTimeHours: settings.booking_lead_time_hours,
      passengers: next.passenger_count,
      luggage: next.luggage_count,
      vehicle: vehicle.fields,
    }).filter((violation) => timeMoved || violation.field !== 'body.scheduled_time');
    if (violations.length > 0) throw refusal('invalid', { code: 'change_rule' }, { fields: violations });
  }
  // The time alone can still not be moved into the past for a booking whose vehicle is gone.
  if (new Date(next.scheduled_time).getTime() < now.getTime())
    throw refusal(
      'invalid',
      { code: 'change_rule' },
      { fields: [{ field: 'body.scheduled_time', message: 'Pickup time cannot be in the past' }] },
    );

  let proposed: BookingRequestedData = {
    ...current,
    ...next,
    vehicle: current.vehicle,
  };
  delete (proposed as { vehicle_id?: string }).vehicle_id;
  if (next.pickup_address_line === undefined) delete proposed.pickup_address_line;
  if (next.dropoff_address_line === undefined) delete proposed.dropoff_address_line;
  if (reprice && vehicle.status === 'active') {
    // The same entry point as a new booking (create-booking.ts): a change of pricing rules applies to both.
    const request: BookingRequest = {
      ...next,
      emergency_contact_name: next.customer.name,
      emergency_contact_phone: next.customer.phone,
      emergency_contact_email: next.customer.email,
    };
    const priced = await priceBooking(
      { ...deps, fixedFareFor: fareTable(deps.readStore) },
      request,
      { id: next.vehicle_id, price_per_km: vehicle.fields.price_per_km },
      settings,
    );
    proposed = {
      ...proposed,
      pickup_location: priced.pickup,
      dropoff_location: priced.dropoff,
      ...pricedTripFields({ id: next.vehicle_id, ...vehicle.fields }, priced),
    };
  }
  return { proposed, settings };
}

/**
 * Appends a proposed change (`append`: the decider's command at the revision read) after claiming the
 * ride again where it moved (issue 17, decision 167: 409 naming what clashes); the claims are undone if
 * the append fails.
 */
export async function appendChange(
  deps: ChangeBookingDeps,
  read: ChangeableRead,
  change: { proposed: BookingRequestedData; settings: SettingsValues },
  context: CommandContext,
  append: () => Promise<CommandOutcome>,
): Promise<CommandOutcome> {
  const claims = await claimChangedRide(
    deps,
    { bookingId: read.bookingId, events: read.events, proposed: change.proposed, settings: change.settings },
    context,
  );
  let outcome: CommandOutcome;
  try {
    outcome = await append();
  } catch (error) {
    await claims.undo();
    throw error;
  }
  await claims.settle();
  return outcome;
}
