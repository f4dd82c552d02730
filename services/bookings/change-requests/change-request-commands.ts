import {
  SETTINGS_STREAM,
  bookingStream,
  type Actor,
  type BookingChangeRequest,
  type BookingRequestedData,
  type ChangeRequestFields,
  type SettingsValues,
} from '@chauffeur/contracts';
import {
  fold,
  handleCommand,
  loadState,
  loadedStream,
  refusal,
  type CommandContext,
  type CommandOutcome,
} from '@chauffeur/platform';
import { listCars } from '../../fleet/index';
import { settingsDecider } from '../../settings/index';
import { bookingRideOf, rideInterval } from '../availability/booking-ride';
import { modelIsFree } from '../availability/claim-model-slot';
import { busyRuleOf } from '../availability/model-availability';
import {
  appendChange,
  proposeChange,
  readBooking,
  readChangeable,
  type ChangeBookingDeps,
  type ChangeableRead,
} from '../commands/change-booking';
import { assertChangeable } from '../domain/booking-change';
import { changeRequestDecider, type ChangeRequestCommand } from '../domain/change-request-decider';

/*
 * Issue 18 point 2 (decisions 183–185): the commands of a customer's change request. Each reads the
 * booking's stream once and appends at that revision, so of an accept and a withdrawal racing one wins and
 * the other is refused (409). Accepting and confirming go through the admin edit's own path
 * (change-booking.ts: rules, pricing, claims of the ride), so a change asked by a customer is validated,
 * priced and scheduled exactly as one an operator types.
 */

export type ChangeRequestDeps = ChangeBookingDeps & { newId: () => string };

/** The customer acting through the manage link: known by the booking's e-mail (decision 178). */
export const customerActor = (booking: BookingRequestedData): Actor => ({
  kind: 'customer',
  email: booking.customer.email,
});

const folded = (read: ChangeableRead) =>
  fold(
    changeRequestDecider,
    read.events.map((event) => ({ type: event.type, data: event.data }) as never),
  );

const settingsOf = async (deps: ChangeBookingDeps): Promise<SettingsValues> =>
  (await loadState(deps.eventStore, SETTINGS_STREAM, settingsDecider)).state;

/** Only what differs from the booking, the time as UTC ISO; nothing left → 400. */
function realChanges(booking: BookingRequestedData, asked: ChangeRequestFields): ChangeRequestFields {
  const changes: ChangeRequestFields = {};
  if (asked.scheduled_time !== undefined) {
    const time = new Date(asked.scheduled_time).toISOString();
    if (time !== booking.scheduled_time) changes.scheduled_time = time;
  }
  if (asked.passenger_count !== undefined && asked.passenger_count !== booking.passenger_count)
    changes.passenger_count = asked.passenger_count;
  if (asked.luggage_count !== undefined && asked.luggage_count !== booking.luggage_count)
    changes.luggage_count = asked.luggage_count;
  if (asked.flight_number !== undefined && (asked.flight_number ?? null) !== (booking.flight_number ?? null))
    changes.flight_number = asked.flight_number;
  if (Object.keys(changes).length === 0) throw refusal('invalid', { code: 'no_change' });
  return changes;
}

/** A new time must find a car of the model free (its own hold aside), as a new booking would. */
async function assertModelFree(
  deps: ChangeBookingDeps,
  read: ChangeableRead,
  proposed: BookingRequestedData,
  settings: SettingsValues,
) {
  if (proposed.scheduled_time === read.state.booking.scheduled_time) return;
  const ride = { ...bookingRideOf(read.events), scheduledTime: proposed.scheduled_time };
  const cars = await listCars(deps.readStore, proposed.vehicle.id);
  const capacity = {
    vehicleId: proposed.vehicle.id,
    cars: cars.length === 0 ? null : cars.filter((car) => car.active).length,
    holdMinutes: settings.pending_hold_minutes,
  };
  const interval = rideInterval(ride, busyRuleOf(settings));
  if (!(await modelIsFree(deps, capacity, interval, read.bookingId)))
    throw refusal('conflict', { code: 'vehicle_unavailable_at_time' });
}

/** `POST /api/manage/:token/change-requests`: the customer asks; validated like a new booking. */
export async function requestChange(
  deps: ChangeRequestDeps,
  bookingId: string,
  asked: ChangeRequestFields,
  requestId: string,
  httpRequestId: string,
): Promise<CommandOutcome> {
  const read = await readChangeable(deps, bookingId);
  const settings = await settingsOf(deps);
  const changes = realChanges(read.state.booking, asked);
  const command: ChangeRequestCommand = {
    type: 'RequestChange',
    bookingId,
    requestId,
    changes,
    now: read.now,
    cutoffHours: settings.free_cancellation_hours,
  };
  // The cut-off and the one open request are answered before the rules (a 409 says more than a 400).
  changeRequestDecider.decide(command, folded(read));
  const { proposed } = await proposeChange(deps, read, changes as BookingChangeRequest);
  await assertModelFree(deps, read, proposed, settings);
  return handleCommand(deps.eventStore, {
    stream: read.stream,
    decider: changeRequestDecider,
    command,
    context: { actor: customerActor(read.state.booking), requestId: httpRequestId },
    loaded: read.loaded,
    now: deps.now,
  });
}

/** The request, 404 when it is not this booking's. */
function requestOf(read: ChangeableRead, requestId: string) {
  const request = folded(read).requests[requestId];
  if (!request) throw refusal('not_found', { code: 'change_request_not_found' });
  return request;
}

/**
 * Accept (the operator): re-priced through the admin edit's path. Not higher → applied at once
 * (BookingChanged); higher → waits for the customer (ChangeRequestPriced), nothing claimed yet.
 */
export async function acceptChange(
  deps: ChangeRequestDeps,
  bookingId: string,
  requestId: string,
  context: CommandContext,
): Promise<CommandOutcome> {
  const read = await readBooking(deps, bookingId);
  const request = requestOf(read, requestId);
  const command = (proposed: BookingRequestedData): ChangeRequestCommand => ({
    type: 'AcceptChange',
    bookingId,
    requestId,
    now: read.now,
    proposed,
  });
  // Refused before pricing when the request is not open (answered, withdrawn, closed or expired), and
  // before asking the booking, so the refusal names the request's own state.
  changeRequestDecider.decide(command({ ...read.state.booking, total_fare: Number.MAX_VALUE }), folded(read));
  assertChangeable(read.state, read.now);
  const change = await proposeChange(deps, read, request.changes as BookingChangeRequest, {
    reprice: 'always',
  });
  const append = () =>
    handleCommand(deps.eventStore, {
      stream: read.stream,
      decider: changeRequestDecider,
      command: command(change.proposed),
      context,
      loaded: read.loaded,
      now: deps.now,
    });
  if (change.proposed.total_fare > read.state.totalFare) return append();
  return appendChange(deps, read, change, context, append);
}

/** Confirm (the customer, a higher price): priced and claimed again now, then applied. */
export async function confirmChange(
  deps: ChangeRequestDeps,
  bookingId: string,
  requestId: string,
  httpRequestId: string,
): Promise<CommandOutcome> {
  const read = await readBooking(deps, bookingId);
  const request = requestOf(read, requestId);
  const settings = await settingsOf(deps);
  const context = { actor: customerActor(read.state.booking), requestId: httpRequestId };
  const command = (proposed: BookingRequestedData): ChangeRequestCommand => ({
    type: 'ConfirmChange',
    bookingId,
    requestId,
    now: read.now,
    cutoffHours: settings.free_cancellation_hours,
    proposed,
  });
  changeRequestDecider.decide(command(read.state.booking), folded(read));
  assertChangeable(read.state, read.now);
  const change = await proposeChange(deps, read, request.changes as BookingChangeRequest, {
    reprice: 'always',
  });
  return appendChange(deps, read, change, context, () =>
    handleCommand(deps.eventStore, {
      stream: read.stream,
      decider: changeRequestDecider,
      command: command(change.proposed),
      context,
      loaded: read.loaded,
      now: deps.now,
    }),
  );
}

/** Decline (the operator, with a reason) or withdraw (the customer): no pricing, no claims. */
export async function answerChange(
  deps: ChangeRequestDeps,
  command: Extract<ChangeRequestCommand, { type: 'DeclineChange' | 'WithdrawChange' }>,
  context: CommandContext | ((booking: BookingRequestedData) => CommandContext),
): Promise<CommandOutcome> {
  const stream = bookingStream(command.bookingId);
  const loaded = loadedStream(await deps.eventStore.readStream(stream));
  const { booking } = fold(
    changeRequestDecider,
    loaded.events.map((event) => ({ type: event.type, data: event.data }) as never),
  );
  if (booking.status === 'none') throw refusal('not_found', { code: 'booking_not_found' });
  return handleCommand(deps.eventStore, {
    stream,
    decider: changeRequestDecider,
    command,
    context: typeof context === 'function' ? context(booking.booking) : context,
    loaded,
    now: deps.now,
  });
}
