import {
  BOOKING_LIFECYCLE,
  SETTINGS_STREAM,
  systemActor,
  bookingStream,
  customerOf,
  vehicleCarsStream,
  vehicleStream,
  type BookingChannel,
  type BookingCreated,
  type BookingRequest,
  type BookingRequestedData,
  isEvent,
  problemText,
} from '@chauffeur/contracts';
import { BookingRequested } from '../events';
import type { EventStore, RecordedEvent } from '@chauffeur/eventstore';
import type { ReadStore } from '@chauffeur/projections';
import {
  IDEMPOTENCY_KEY,
  createOnce,
  handleCommand,
  idFromIdempotencyKey,
  keyUsedForAnotherRequest,
  loadState,
  loadedStream,
  refusal,
  type CommandContext,
} from '@chauffeur/platform';
import { bookingDecider } from '../domain/booking-decider';
import { bookingRuleViolations } from '../domain/booking-rules';
import { confirmedAtOnce } from '../domain/confirmed-at-once';
import { settingsDecider } from '../../settings/index';
import { activeCarCount, carsDecider, vehicleDecider } from '../../fleet/index';
import { busyInterval } from '../availability/busy-interval';
import { claimModelSlot } from '../availability/claim-model-slot';
import { priceBooking, pricedTripFields, type TripDeps } from './price-trip';
import { fareTable } from './trip-fare';
import { eventStoreReferenceClaims, issueBookingReference } from './booking-reference';
import { rideCurrency } from '../receipt/ride-currency';

export const MAINTENANCE_DETAIL = problemText({ code: 'maintenance' });

/** What creating a booking needs from the world: the log, the maps, the quote secret, a clock and ids. */
export interface CreateBookingDeps extends TripDeps {
  eventStore: EventStore;
  /** Where the fare table (the pricing module's read model) is read. */
  readStore: ReadStore;
  jwtSecret: string;
  now: () => Date;
  /** A new booking id (a random UUID in the app). */
  newId: () => string;
}

const IDEMPOTENCY_SCOPE = 'booking';

/**
 * The booking an Idempotency-Key names, as stored (empty when new), or undefined without a usable key.
 * Read once per request: the quote's expiry (forgiven for a retry) and the replay both use this reading.
 */
async function storedForKey(eventStore: EventStore, key: string | undefined) {
  if (key === undefined || !IDEMPOTENCY_KEY.test(key)) return undefined;
  return eventStore.readStream(bookingStream(idFromIdempotencyKey(IDEMPOTENCY_SCOPE, key)));
}

/**
 * RequestBooking as the public wizard sends it. The server verifies the places and charges the fare of
 * the signed quote, or measures the route and prices it from its own vehicle record and settings; any
 * price, distance or duration in the request is ignored (price-trip.ts).
 *
 * Each stream is read at most once per request (the vehicle's and its cars', the settings', the booking's, each
 * reference claimed): what was read is handed on, and every append still checks the revision it saw.
 */
export async function createBooking(
  deps: CreateBookingDeps,
  request: BookingRequest,
  context: CommandContext,
  idempotencyKey: string | undefined,
  channel: BookingChannel = 'online',
): Promise<BookingCreated> {
  const [{ state: vehicle }, { state: cars }, { state: settings }, stored] = await Promise.all([
    loadState(deps.eventStore, vehicleStream(request.vehicle_id), vehicleDecider),
    loadState(deps.eventStore, vehicleCarsStream(request.vehicle_id), carsDecider),
    loadState(deps.eventStore, SETTINGS_STREAM, settingsDecider),
    storedForKey(deps.eventStore, idempotencyKey),
  ]);
  const once = {
    scope: IDEMPOTENCY_SCOPE,
    key: idempotencyKey,
    body: request,
    streamOf: bookingStream,
    newId: deps.newId,
    stored,
  };
  if (stored !== undefined && stored.length > 0) {
    // A retry of a stored booking gets the first answer (or 422 for another body) before any rule is asked
    // again: a minute later its pickup may be inside the lead time, the site in maintenance or the model
    // removed, and a refusal would tell a customer whose booking stands that it failed.
    const replay = await createOnce(deps.eventStore, once, () => {
      throw new Error(`Booking ${idFromIdempotencyKey(IDEMPOTENCY_SCOPE, idempotencyKey!)} is stored`);
    });
    // The same body sent through the other door (the phone form, the wizard) is another request: one
    // booking's answer is not the other's. Requests stored before channels were recorded say none.
    const storedChannel = (replay.stored![0]!.data as { channel?: BookingChannel }).channel;
    if (storedChannel !== undefined && storedChannel !== channel) throw keyUsedForAnotherRequest();
    return await firstAnswer(deps.eventStore, replay.id, replay.stored!);
  }
  if (settings.maintenance_mode && channel === 'online') {
    // 409, not 503: the web reads 5xx as 'Database connection error', and this is a deliberate pause.
    throw refusal('conflict', { code: 'maintenance' }, { title: 'Maintenance' });
  }
  if (vehicle.status !== 'active') {
    const fields = [{ field: 'body.vehicle_id', message: 'Vehicle not found' }];
    throw refusal('invalid', { code: 'vehicle_not_available' }, { fields });
  }
  const violations = bookingRuleViolations({
    scheduledTime: new Date(request.scheduled_time),
    now: deps.now(),
    leadTimeHours: settings.booking_lead_time_hours,
    passengers: request.passenger_count,
    luggage: request.luggage_count,
    vehicle: vehicle.fields,
  });
  if (violations.length > 0) throw refusal('invalid', { code: 'booking_rule' }, { fields: violations });

  const priced = await priceBooking(
    { ...deps, fixedFareFor: fareTable(deps.readStore) },
    request,
    { id: request.vehicle_id, ...vehicle.fields },
    settings,
    // The operator read the quoted price to the caller: still that price, or refused with today's.
    { expiredQuote: channel === 'phone' ? 'reprice' : 'refuse' },
  );
  const {
    base_fare: _b,
    distance_fare: _d,
    total_fare: _t,
    distance_km: _k,
    estimated_duration_minutes: _m,
    emergency_contact_name,
    emergency_contact_phone,
    emergency_contact_email,
    quote_token: _quote,
    vehicle_id: _v,
    ...fields
  } = request;

  let requested: BookingRequestedData | undefined;
  const created = await createOnce(deps.eventStore, once, async (bookingId, idempotency) => {
    // Issue 17: one of the model's cars is held for the ride's busy interval first, or the booking is
    // refused (409) because every car is busy then (availability/claim-model-slot.ts).
    await claimModelSlot(
      deps,
      {
        vehicleId: request.vehicle_id,
        // A model without any car recorded (installs older than cars, decision 145) is not limited.
        cars: Object.keys(cars).length === 0 ? null : activeCarCount(cars),
        holdMinutes: settings.pending_hold_minutes,
      },
      bookingId,
      busyInterval(
        {
          pickup: request.scheduled_time,
          durationMinutes: priced.duration_minutes,
          roundTrip: request.is_round_trip,
        },
        {
          preparationMinutes: settings.preparation_buffer_minutes,
          turnaroundMinutes: settings.turnaround_buffer_minutes,
        },
      ),
      { actor: context.actor, requestId: context.requestId },
    );
    requested = {
      ...fields,
      // The places as the server verified them: the ones priced, shown to the customer and the driver.
      pickup_location: priced.pickup,
      dropoff_location: priced.dropoff,
      booking_id: bookingId,
      // BookingRequested v2: SPEC 3's emergency_contact_* fields of the request are the customer.
      customer: customerOf({ emergency_contact_name, emergency_contact_phone, emergency_contact_email }),
      // Claimed in the log first: unique by construction, the same one for a retry (issue 13).
      reference: await issueBookingReference(eventStoreReferenceClaims(deps.eventStore, context), bookingId),
      scheduled_time: new Date(request.scheduled_time).toISOString(),
      flight_number: request.flight_number ?? null,
      ...pricedTripFields({ id: request.vehicle_id, ...vehicle.fields }, priced),
      // The currency the customer was quoted in (decisions 241 and 261): the receipt prints it whatever
      // the setting becomes.
      currency: priced.currency,
      channel,
    };
    return handleCommand(deps.eventStore, {
      stream: bookingStream(bookingId),
      decider: bookingDecider,
      command: { type: 'RequestBooking', booking: requested },
      context: { ...context, idempotency },
      // A new id (random, or derived from a key whose stream was read above and found empty).
      loaded: loadedStream(stored ?? []),
    });
  });
  if (created.replayed || !requested) return await firstAnswer(deps.eventStore, created.id, created.stored!);

  let outcome = created.outcome;
  // Who confirms at once, if anyone: the staff member who took a phone booking, or the system when SPEC 3's
  // automatic confirmation is on (docs/decisions.md: why not a reactor).
  const confirmedBy = !confirmedAtOnce(channel, settings)
    ? null
    : channel === 'phone'
      ? context.actor
      : systemActor('auto-confirm');
  if (confirmedBy) {
    // Its own lifecycle command, right after the request; it shares the request's correlation id.
    outcome = await handleCommand(deps.eventStore, {
      stream: bookingStream(created.id),
      decider: bookingDecider,
      command: { type: BOOKING_LIFECYCLE.confirm.command, bookingId: created.id },
      context: { actor: confirmedBy, requestId: context.requestId },
      expectedRevision: outcome.revision,
      // The stream is the request just appended.
      loaded: {
        events: [{ type: 'BookingRequested', data: requested }],
        last: { revision: outcome.revision, position: outcome.position },
      },
    });
  }
  return {
    id: created.id,
    reference: requested.reference,
    revision: Number(outcome.revision),
    position: outcome.position.toString(),
    total_fare: requested.total_fare,
    // The currency the request recorded above.
    currency: priced.currency,
    status: confirmedBy ? 'confirmed' : 'pending',
  };
}

/** A retry is answered from what is stored, so it gets exactly the first answer. */
async function firstAnswer(
  eventStore: EventStore,
  id: string,
  events: readonly RecordedEvent[],
): Promise<BookingCreated> {
  const first = events[0]!;
  const sameRequest = events.filter((e) => e.metadata.correlationId === first.metadata.correlationId);
  const last = sameRequest.at(-1)!;
  if (!isEvent(BookingRequested, first)) throw new Error(`Booking ${id} does not start with its request`);
  const stored = first.data;
  return {
    id,
    reference: stored.reference,
    revision: Number(last.revision),
    position: last.position.toString(),
    total_fare: stored.total_fare,
    // By the one rule: a request stored before decision 241 recorded none.
    currency: await rideCurrency(eventStore, { bookingId: id, booking: stored }),
    // Confirmed at once by the same request (its correlation id), as the first answer said.
    status: sameRequest.some((e) => e.type === BOOKING_LIFECYCLE.confirm.event) ? 'confirmed' : 'pending',
  };
}
