import { randomUUID } from 'node:crypto';
import {
  BOOKING_LIFECYCLE,
  SETTINGS_STREAM,
  systemActor,
  bookingStream,
  vehicleStream,
  type BookingCreated,
  type BookingRequest,
  type BookingRequestedData,
} from '@chauffeur/contracts';
import { bookingDecider } from '../domain/booking-decider';
import { bookingRuleViolations } from '../domain/booking-rules';
import { settingsDecider } from '../../settings/index';
import { vehicleDecider } from '../../fleet/index';
import type { AppDeps } from '../../api/src/app-deps';
import type { CommandContext } from '@chauffeur/platform';
import { handleCommand } from '@chauffeur/platform';
import { createOnce } from '@chauffeur/platform';
import { loadState } from '@chauffeur/platform';
import { HttpProblem } from '@chauffeur/platform';
import { isStoredRetry, priceBooking } from './price-trip';
import { eventStoreReferenceClaims, issueBookingReference } from './booking-reference';

export const MAINTENANCE_DETAIL =
  'Online booking is paused for maintenance. Please try again later or call us to book.';

/**
 * RequestBooking as the public wizard sends it. The server verifies the places and charges the fare of
 * the signed quote, or measures the route and prices it from its own vehicle record and settings; any
 * price, distance or duration in the request is ignored (price-trip.ts).
 */
export async function createBooking(
  deps: Pick<AppDeps, 'eventStore' | 'routing' | 'geocoder' | 'jwtSecret' | 'now'>,
  request: BookingRequest,
  context: CommandContext,
  idempotencyKey: string | undefined,
): Promise<BookingCreated> {
  const [{ state: vehicle }, { state: settings }] = await Promise.all([
    loadState(deps.eventStore, vehicleStream(request.vehicle_id), vehicleDecider),
    loadState(deps.eventStore, SETTINGS_STREAM, settingsDecider),
  ]);
  if (settings.maintenance_mode) {
    // 409, not 503: the web reads 5xx as 'Database connection error', and this is a deliberate pause.
    throw new HttpProblem(409, MAINTENANCE_DETAIL, { title: 'Maintenance' });
  }
  if (vehicle.status !== 'active') {
    throw new HttpProblem(400, 'The chosen vehicle is not available', {
      errors: [{ field: 'body.vehicle_id', message: 'Vehicle not found' }],
    });
  }
  const violations = bookingRuleViolations({
    scheduledTime: new Date(request.scheduled_time),
    now: deps.now(),
    leadTimeHours: settings.booking_lead_time_hours,
    passengers: request.passenger_count,
    luggage: request.luggage_count,
    vehicle: vehicle.fields,
  });
  if (violations.length > 0)
    throw new HttpProblem(400, 'The booking breaks a booking rule', { errors: violations });

  const priced = await priceBooking(deps, request, vehicle.fields, settings, {
    // Only a quote token cares whether this is a retry (its expiry is forgiven then): no read otherwise.
    storedRetry: request.quote_token !== undefined && (await isStoredRetry(deps.eventStore, idempotencyKey)),
  });
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
    ...fields
  } = request;

  const {
    id,
    outcome: requestedOutcome,
    replayed,
  } = await createOnce(
    deps.eventStore,
    { scope: 'booking', key: idempotencyKey, body: request, streamOf: bookingStream, newId: randomUUID },
    async (bookingId, idempotency) => {
      const booking: BookingRequestedData = {
        ...fields,
        // The places as the server verified them: the ones priced, shown to the customer and the driver.
        pickup_location: priced.pickup,
        dropoff_location: priced.dropoff,
        booking_id: bookingId,
        // BookingRequested v2: SPEC 3's emergency_contact_* fields of the request are the customer.
        customer: {
          name: emergency_contact_name,
          phone: emergency_contact_phone,
          email: emergency_contact_email,
        },
        // Claimed in the log first: unique by construction, the same one for a retry (issue 13).
        reference: await issueBookingReference(
          eventStoreReferenceClaims(deps.eventStore, context),
          bookingId,
        ),
        scheduled_time: new Date(request.scheduled_time).toISOString(),
        flight_number: request.flight_number ?? null,
        vehicle: {
          id: request.vehicle_id,
          name: vehicle.fields.name,
          type: vehicle.fields.type,
          price_per_km: priced.price_per_km,
        },
        distance_km: priced.distance_km,
        estimated_duration_minutes: priced.duration_minutes,
        route_source: priced.route_source,
        ...priced.fare,
      };
      const { vehicle_id: _v, ...data } = booking as BookingRequestedData & { vehicle_id?: string };
      return handleCommand(deps.eventStore, {
        stream: bookingStream(bookingId),
        decider: bookingDecider,
        command: { type: 'RequestBooking', booking: data },
        context: { ...context, idempotency },
      });
    },
  );
  if (!replayed && settings.enable_automatic_booking_confirmation) {
    // SPEC 3 automatic confirmation: its own command by the system actor, right after the request
    // (docs/decisions.md: why not a reactor). It shares the request's correlation id.
    await handleCommand(deps.eventStore, {
      stream: bookingStream(id),
      decider: bookingDecider,
      command: { type: BOOKING_LIFECYCLE.confirm.command, bookingId: id },
      context: { actor: systemActor('auto-confirm'), requestId: context.requestId },
      expectedRevision: requestedOutcome.revision,
    });
  }
  // Answer from what is stored, so a retry gets exactly the first answer.
  const events = await deps.eventStore.readStream(bookingStream(id));
  const first = events[0]!;
  const sameRequest = events.filter((e) => e.metadata.correlationId === first.metadata.correlationId);
  const last = sameRequest.at(-1)!;
  const stored = first.data as BookingRequestedData;
  return {
    id,
    reference: stored.reference,
    revision: Number(last.revision),
    position: last.position.toString(),
    total_fare: stored.total_fare,
  };
}
