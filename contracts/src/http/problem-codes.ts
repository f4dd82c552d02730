import { formatBrussels } from '../common/brussels-format';
import { formatHours } from '../common/hours-format';
import { formatMoney } from '../common/money-format';

const seconds = (count: number) => `${count} second${count === 1 ? '' : 's'}`;
const hours = (count: number) => formatHours(count, 'en');

/**
 * An instant param (ISO 8601) as the server's English says it: "25 Nov 2026, 14:30" on the company's clock,
 * whatever the server's zone. The web formats the same param in the page's language (formatBrussels too).
 */
export const englishMoment = (at: string) => formatBrussels(at, 'en-GB', 'dateTime');

/**
 * The refusals a customer-facing page can receive, one row per stable `code` (decision 230): the server
 * sends the code and its `params` beside the English `detail`, which is made here (so SPEC's and the
 * server's English stay exactly what they were); the web says the same in the page's language from its own
 * table (web/src/i18n/problem-texts.ts, keyed by these codes and checked against them), and shows `detail`
 * only for a code it does not know. A param named `count` is a number the sentence agrees with (plural); one
 * named `at` is an instant (ISO 8601), which each side says on the Brussels clock in its own language.
 */
export const PROBLEM_TEXTS = {
  // Any route: the error handler's own answers.
  invalid_fields: () => 'The request has invalid fields',
  invalid_json: () => 'The request body is not valid JSON',
  already_exists: () => 'This record already exists.',
  changed_by_someone_else: () =>
    'This record was changed by someone else. Reload it to see the latest version, then try again.',
  too_many_requests: ({ count }: { count: number }) =>
    `Too many requests from your address. Please wait ${seconds(count)} or call us.`,
  too_many_attempts: ({ count }: { count: number }) =>
    `Too many failed attempts. Please wait ${seconds(count)} before trying again.`,

  // The reservation wizard (SPEC 5) and the prices it shows.
  // SPEC 5's summary when an essential field is missing.
  missing_booking_information: () => 'Missing required booking information',
  maintenance: () => 'Online booking is paused for maintenance. Please try again later or call us to book.',
  vehicle_not_available: () => 'The chosen vehicle is not available',
  vehicle_unavailable_at_time: () =>
    'This vehicle is not available at that time: every car of this model is already booked. Please choose another time or another vehicle.',
  booking_rule: () => 'The booking breaks a booking rule',
  // The manage page's change request (issue 18 point 2), and the admin's change of a booking.
  change_rule: () => 'The change breaks a booking rule',
  outside_area: () => 'This trip is outside the area we serve online',
  places_unverified: () => 'We could not verify the places of this trip',
  same_place: () => 'The destination is the same place as the pickup',
  quote_unusable: () => 'The quote cannot be used',
  quote_differs: () => 'The booking differs from its quote',
  // A phone booking whose quote expired and whose trip now costs another price (decision 276): `fare` is
  // the new total, in `currency`.
  quote_price_changed: ({ fare, currency }: { fare: number; currency: string }) =>
    `The price has changed since it was quoted: it is now ${formatMoney(fare, 'en', currency)}. Please tell the customer the new price and book again.`,

  // The manage page of a booking's link (cancellation) and "Find my booking".
  link_not_valid: () =>
    'This link is not valid. Please use the link in your e-mail, or find your booking again.',
  booking_not_found: () => 'Booking not found',
  // `count`: the free-cancellation hours; 0 is free cancellation until the pickup itself (decisions 284, 288).
  cancel_cut_off: ({ count, phone }: { count: number; phone: string }) =>
    `This booking can no longer be cancelled online: free cancellation ends ${count === 0 ? 'at the pickup time' : `${hours(count)} before pickup`}. Please call us on ${phone}.`,
  already_cancelled: () => 'This booking is already cancelled.',
  ride_started: () => 'This ride has already started and can no longer be cancelled.',
  ride_ended: () => 'This ride has already taken place and can no longer be cancelled.',

  // A customer's change request (manage page).
  change_cut_off: ({ count }: { count: number }) =>
    `Changes can be asked online ${count === 0 ? 'until the pickup time' : `up to ${hours(count)} before pickup`}. Please call us to change this booking.`,
  no_change: () => 'This asks for no change to the booking',
  change_request_not_found: () => 'Change request not found',
  // CHANGE_REQUESTS_MAX asked on this booking, whatever became of them (decision 302).
  change_requests_used_up: ({ count }: { count: number }) =>
    `This booking has had ${count} change request${count === 1 ? '' : 's'} online, the most we take. Please call us to change this booking.`,
  change_request_already_open: ({ id }: { id: string }) =>
    `A change request is already open for this booking (${id})`,
  change_request_waiting: () => 'This change request is waiting for our answer',
  change_request_awaiting_customer: () =>
    'This change request is waiting for your confirmation of the new price',
  change_request_applied: () => 'This change request is already applied',
  change_request_declined: () => 'This change request is already declined',
  change_request_withdrawn: () => 'This change request is already withdrawn',
  change_price_rose: () => 'The price of this change has gone up since it was quoted. Please ask again.',
  // Closed with its booking (decision 277): cancelled, started, completed, a no-show or deleted.
  change_request_closed: () => 'This change request was closed when the booking ended',
  // Still waiting when the pickup time came (decision 284): nobody may answer it any more.
  change_request_expired: () => 'This change request expired: its pickup time has passed',

  // A booking changed (the admin's edit, an accepted change request) once it can no longer be: one code per
  // status that forbids it (services/bookings/domain/booking-change.ts), and the pickup time passed.
  change_ride_started: () => 'Cannot change a booking that is in progress',
  change_ride_completed: () => 'Cannot change a booking that is completed',
  change_booking_cancelled: () => 'Cannot change a booking that is cancelled',
  change_ride_no_show: () => 'Cannot change a booking that is a no-show',
  change_pickup_passed: () => 'Cannot change a booking whose pickup time has passed',

  // The booking rules of a field (services/bookings/domain/booking-rules.ts), sent on the field's error
  // (`errors[].code`): the wizard, the admin's phone booking and change, a customer's change request.
  pickup_in_past: () => 'Pickup time cannot be in the past',
  lead_time: ({ count }: { count: number }) => `Bookings must be made at least ${hours(count)} before pickup`,
  too_many_passengers: ({ vehicle, count }: { vehicle: string; count: number }) =>
    `The ${vehicle} takes at most ${count} passenger${count === 1 ? '' : 's'}`,
  too_much_luggage: ({ vehicle, count }: { vehicle: string; count: number }) =>
    `The ${vehicle} takes at most ${count} piece${count === 1 ? '' : 's'} of luggage`,

  // The rating and the receipt of a ride.
  trip_not_completed: () => 'You can rate your trip once it is completed.',
  already_rated: () => 'You have already rated this trip. Thank you!',
  receipt_not_ready: () => 'The receipt is available once the ride is completed.',

  // A ride's step taken before its rule in time allows it (issue 13, the lifecycle table's `timing`): the
  // driver's page and the admin panel. `at` is the moment it becomes possible.
  start_too_early: ({ at, count }: { at: string; count: number }) =>
    `This ride can be started from ${englishMoment(at)} (Brussels time) (${hours(count)} before pickup)`,
  complete_before_start: ({ at }: { at: string }) =>
    `This ride can be completed only after its start, ${englishMoment(at)} (Brussels time)`,
  no_show_too_early: ({ at }: { at: string }) =>
    `A no-show can be recorded from the pickup time, ${englishMoment(at)} (Brussels time)`,

  // A booking step refused because the booking is in a status the step is not taken from (the lifecycle
  // table's `from`): one code per status the booking is in (decision 282), most often a colleague's step
  // that reached a page not yet refreshed. `step` is the step's verb as this English says it ('cancel',
  // 'mark as no-show'); the other languages say what the booking now is, without it.
  booking_now_pending: ({ step }: { step: string }) => `Cannot ${step} a booking that is pending`,
  booking_now_confirmed: ({ step }: { step: string }) => `Cannot ${step} a booking that is confirmed`,
  booking_now_in_progress: ({ step }: { step: string }) => `Cannot ${step} a booking that is in progress`,
  booking_now_completed: ({ step }: { step: string }) => `Cannot ${step} a booking that is completed`,
  booking_now_cancelled: ({ step }: { step: string }) => `Cannot ${step} a booking that is cancelled`,
  booking_now_no_show: ({ step }: { step: string }) => `Cannot ${step} a booking that is a no-show`,

  // An assignment (or a change that moves an assigned ride) refused because the car or the chauffeur already
  // has an overlapping ride (issue 17): a 409 that is not a stale revision, so it carries its own code.
  chauffeur_busy: ({ reference }: { reference: string }) =>
    `This chauffeur already drives ${reference} at that time.`,
  car_busy: ({ reference }: { reference: string }) => `This car is already on ${reference} at that time.`,

  // The admin panel's fleet and chauffeurs (decision 251): a step that would leave upcoming rides with nobody
  // to drive them or no model to run, refused with the rides' references (comma-separated).
  chauffeur_has_upcoming_rides: ({ references }: { references: string }) =>
    `This chauffeur still has upcoming rides (${references}). Assign them to another chauffeur before making this chauffeur inactive.`,
  vehicle_has_upcoming_bookings: ({ references }: { references: string }) =>
    `Upcoming bookings use this vehicle (${references}). Change or cancel them before deleting the vehicle.`,

  // The contact form and the account pages.
  message_already_received: () => 'This message was already received',
  // The Messages page's answered mark (decision 326) on a message id no visitor sent.
  message_not_found: () => 'Message not found',
  current_password_wrong: () => 'The current password is not correct',
  verification_sent_recently: ({ count }: { count: number }) =>
    `A link was sent a moment ago. Please wait ${seconds(count)} before asking again.`,

  // The admin panel's staff page: an invitation to an address already invited (its role is changed on the list).
  already_invited: () =>
    'This address has already been invited. Use "Send link again" on the staff list for a new link, or change the role there.',
  // A driver account is a chauffeur's (decision 255): the Chauffeurs page adds the chauffeur and invites them.
  chauffeur_added_on_chauffeurs_page: () =>
    'Chauffeurs are added on the Chauffeurs page, which records the chauffeur and sends their invitation.',
  driver_role_needs_chauffeur: () =>
    'Only a chauffeur can have the Chauffeur role: first add a chauffeur with this e-mail address on the Chauffeurs page.',
  // The reverse, on the Chauffeurs page (decision 309): a chauffeur's address links their driver account
  // (decision 159), so one an administrator's or dispatcher's account holds would leave them with no rides.
  chauffeur_email_is_staff: () =>
    'This e-mail address belongs to a staff account (administrator or dispatcher). Give the chauffeur an address of their own.',
  // A chauffeur's new address claimed a moment ago by another account whose first event is not written yet
  // (decision 311): who holds it is known once it is, so saving again says it.
  chauffeur_email_being_taken: () =>
    'Another account is taking this e-mail address at this moment: save again to see who has it',
  // A chauffeur's new address held by a driver account while the chauffeurs' read model is more than 2 s
  // behind the log (decision 311): whether another chauffeur has it cannot be told yet.
  chauffeurs_catching_up: () => 'The chauffeurs list is catching up: save again in a moment',
  // The reverse on the Staff page (decision 322): a staff invitation's address claimed a moment ago by another
  // account whose first event is not written yet (a chauffeur's new address, decisions 311 and 316; a sign-up).
  invitation_address_being_taken: () =>
    'Another account is taking this e-mail address at this moment: invite again in a moment to see who has it.',

  // The admin panel's featured image (decision 301): an animated GIF whose frames, each decoded by every
  // reader's browser on every loop, add up to more than `most` megapixels (`megapixels`, rounded up).
  gif_frames_too_large: ({ megapixels, most }: { megapixels: number; most: number }) =>
    `The frames of this animated GIF add up to ${megapixels} megapixels, more than ${most}: save it with fewer or smaller frames and upload it again.`,
} as const satisfies Record<string, (params: never) => string>;

export type ProblemCode = keyof typeof PROBLEM_TEXTS;
export const PROBLEM_CODES = Object.keys(PROBLEM_TEXTS) as ProblemCode[];

/** What a code's sentence is made with (nothing for most). */
export type ProblemParams<C extends ProblemCode> = Parameters<(typeof PROBLEM_TEXTS)[C]>[0];

/** A refusal by its code, with the params its sentence needs (and only then). */
export type CodedProblem = {
  [C in ProblemCode]: ProblemParams<C> extends undefined
    ? { code: C; params?: undefined }
    : { code: C; params: ProblemParams<C> };
}[ProblemCode];

/** A code's English sentence, as the server sends it in `detail`. */
export function problemText(problem: CodedProblem): string {
  return (PROBLEM_TEXTS[problem.code] as (params?: unknown) => string)(problem.params);
}
