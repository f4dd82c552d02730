import {
  assignedCarSchema,
  assignedChauffeurSchema,
  BOOKING_LIFECYCLE,
  colourIn,
  isChangeable,
  MANAGE_TIMELINE_STEPS,
  type Language,
  type ManageBooking,
  type ManageTimelineStep,
} from '@chauffeur/contracts';
import type { RecordedEvent } from '@chauffeur/eventstore';
import { BRAND, fold } from '@chauffeur/platform';
import { addressIn } from '../../geo/index';
import { pickupPassed } from '../domain/booking-change';
import { bookingDecider } from '../domain/booking-decider';
import type { BookingEvent } from '../events';
import { customerMayCancel } from './customer-cancellation';
import type { VehicleLimits } from './manage-reads';

/** What the view needs besides the stream: the settings that apply and the server's clock. */
export interface CustomerViewContext {
  now: Date;
  freeCancellationHours: number;
  /** The currency the fare was shown in when the booking was made. */
  currency: string;
  /** The language the page is read in (`readerLanguage`): its places and car colour are said in it. */
  language: Language;
  /** The booked vehicle's limits as the fleet has them now (`bookedVehicleLimits`); null once it has left. */
  limits: VehicleLimits | null;
}

/** Which event marks which step of the customer's timeline (the latest one counts when a step recurs). */
const TIMELINE: Partial<Record<string, ManageTimelineStep>> = {
  BookingRequested: 'requested',
  [BOOKING_LIFECYCLE.confirm.event]: 'confirmed',
  ChauffeurAssigned: 'chauffeur_assigned',
  [BOOKING_LIFECYCLE.start.event]: 'on_the_way',
  [BOOKING_LIFECYCLE.complete.event]: 'completed',
  [BOOKING_LIFECYCLE.cancel.event]: 'cancelled',
};

/** The first name only: the customer greets their chauffeur; the surname stays with the company. */
export const firstNameOf = (name: string): string => name.trim().split(/\s+/)[0] ?? '';

const stateOf = (events: readonly RecordedEvent[]) =>
  fold(
    bookingDecider,
    events.map((event) => ({ type: event.type, data: event.data }) as BookingEvent),
  );

/** The address the booking is now made out to (a change may have replaced it); null: no booking. */
export function customerEmailOf(events: readonly RecordedEvent[]): string | null {
  const state = stateOf(events);
  return state.status === 'none' ? null : state.booking.customer.email;
}

/** The vehicle the booking is now made out to (a change may have replaced it); null: no booking. */
export function bookedVehicleIdOf(events: readonly RecordedEvent[]): string | null {
  const state = stateOf(events);
  return state.status === 'none' ? null : state.booking.vehicle.id;
}

/**
 * A booking as its customer sees it, folded from its own stream (never behind, so the page shows a
 * cancellation the moment it is made): the ride, the timeline with times, who is driving once assigned,
 * and whether it may still be cancelled online. Staff-only facts (notes, reasons, the history's actors, the
 * chauffeur's surname and phone) are never read into it. Null for a booking that does not exist (or was
 * deleted): the route answers 404, the same as for a forged token.
 */
export function customerViewOf(
  events: readonly RecordedEvent[],
  context: CustomerViewContext,
): ManageBooking | null {
  const state = stateOf(events);
  if (state.status === 'none' || state.deleted) return null;

  const times = new Map<ManageTimelineStep, string>();
  let chauffeur: ManageBooking['chauffeur'] = null;
  let car: { colour: string; plate: string } | null = null;
  let cancellation: ManageBooking['cancellation'] = null;
  for (const event of events) {
    const step = TIMELINE[event.type];
    if (step) times.set(step, event.metadata.occurredAt);
    const data = event.data as { chauffeur?: unknown; car?: unknown };
    if (event.type === 'ChauffeurAssigned') {
      const assigned = assignedChauffeurSchema.safeParse(data.chauffeur);
      chauffeur = assigned.success ? { first_name: firstNameOf(assigned.data.name) } : null;
    }
    if (event.type === 'ChauffeurUnassigned') {
      chauffeur = null;
      times.delete('chauffeur_assigned');
    }
    if (event.type === 'CarAssigned') {
      const assigned = assignedCarSchema.safeParse(data.car);
      car = assigned.success ? { colour: assigned.data.colour, plate: assigned.data.plate } : null;
    }
    if (event.type === 'CarUnassigned') car = null;
    if (event.type === BOOKING_LIFECYCLE.cancel.event)
      cancellation = {
        at: event.metadata.occurredAt,
        by: event.metadata.actor.kind === 'customer' ? 'you' : 'company',
      };
  }

  const { booking } = state;
  const rule = customerMayCancel(
    { status: state.status, scheduledTime: state.scheduledTime },
    context.now,
    context.freeCancellationHours,
  );
  // Decisions 291 and 305: the place in the reader's language, like the rest of the page, whoever typed it
  // and whatever the booking's language (the address line is the customer's words).
  const place = (location: typeof booking.pickup_location, line: string | undefined) => ({
    ...location,
    address: addressIn(location.address, context.language),
    address_line: line ?? null,
  });
  return {
    reference: booking.reference,
    status: state.status,
    // In the order of a booking's life, whatever order staff took the steps in.
    timeline: MANAGE_TIMELINE_STEPS.filter((step) => times.has(step)).map((step) => ({
      step,
      at: times.get(step)!,
    })),
    cancellation,
    pickup: place(booking.pickup_location, booking.pickup_address_line),
    dropoff: place(booking.dropoff_location, booking.dropoff_address_line),
    scheduled_time: booking.scheduled_time,
    is_round_trip: booking.is_round_trip,
    vehicle: {
      id: booking.vehicle.id,
      name: booking.vehicle.name,
      max_passengers: context.limits?.max_passengers ?? null,
      max_luggage: context.limits?.max_luggage ?? null,
    },
    passenger_count: booking.passenger_count,
    luggage_count: booking.luggage_count,
    flight_number: booking.flight_number,
    total_fare: booking.total_fare,
    currency: context.currency,
    language: booking.language,
    chauffeur,
    // The car is one of the booked model's cars (dispatch assigns only those), so its model is the booking's.
    // Decision 286.2: a listed colour in the page's language (305), a free one as saved.
    car: car ? { model: booking.vehicle.name, ...car, colour: colourIn(car.colour, context.language) } : null,
    can_cancel: rule.allowed,
    cancel_until: rule.cancelUntil,
    company_phone: { display: BRAND.phoneDisplay, href: BRAND.phoneHref },
    customer: { name: booking.customer.name, phone: booking.customer.phone, email: booking.customer.email },
    // The rule the correction is refused by (booking-change.ts's assertChangeable): a ride still ahead.
    can_correct_contact: isChangeable(state.status) && !pickupPassed(state.scheduledTime, context.now),
    revision: Number(events.at(-1)!.revision),
  };
}
