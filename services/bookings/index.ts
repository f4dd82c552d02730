/** Public entry of the bookings module: other modules import only from here (lint enforces it). */
// Events first: other modules' projections consume them while this module's routes import those modules.
export { BookingChanged, BookingDeleted, BookingRequested, bookingEvents, lifecycleEventOf } from './events';
export { ChangeRequested } from './change-requests/change-request-events';
export * from './assignment-events';
export type { BookingEvent } from './events';
// Decision 247: a read model's fare currency, by the receipt's rule (decision 241); early, as the events are:
// My bookings' projection (accounts) reads it while this module's routes are still importing that module.
export { fareCurrencyOf } from './projections/fare-currency';
export { bookingDecider } from './domain/booking-decider';
export { lifecycleCommand } from './commands/lifecycle-command';
export {
  chauffeursDrivingModel,
  ridesOfChauffeur,
  upcomingBookingsOfModel,
  upcomingRidesOfChauffeur,
} from './projections/driver-rides';
export { issueBookingReference } from './commands/booking-reference';
// Issue 17: the busy-interval rule and model availability, for car assignment and the dispatch board.
export { busyInterval, deepestOverlap, freeCars, overlaps } from './availability/busy-interval';
export type { BusyRule, Interval, Ride } from './availability/busy-interval';
export { MODEL_UNAVAILABLE, claimModelSlot, modelIsFree } from './availability/claim-model-slot';
export type { ModelCapacity } from './availability/claim-model-slot';
export { availabilityOfModels, busyRuleOf, freeCarsOfModel } from './availability/model-availability';
export type { ReferenceClaims } from './commands/booking-reference';
export { REFERENCE_PATTERN, bookingReference } from './domain/reference';
export { adminBookingRoutes } from './http/admin-bookings';
// Decision 286.1: a row's places in the reader's language (the driver's page reads rows too).
export { readerLanguage } from './http/reader-language';
export { rowInLanguage } from './http/row-in-language';
export { adminDashboardRoutes } from './http/admin-dashboard';
export { publicBookingRoutes } from './http/public-bookings';
export {
  MAIL_EVENT_TYPES,
  bookingMailReaction,
  bookingMails,
  messageId,
  rateUrl,
  type BookingMailLinks,
} from './mail/booking-mails';
export { analyticsProjection } from './projections/analytics/analytics-projection';
export { analyticsForLastDays } from './projections/analytics/analytics-queries';
export { brusselsDay } from './projections/analytics/brussels-day';
export { findBooking, listBookings } from './projections/booking-queries';
export { stepTiming } from './projections/step-timing';
export { bookingsProjection } from './projections/bookings-projection';
export { bookingsModule } from './module';
export type { BookingsDeps } from './module';
// Issue 17: car and chauffeur availability (per-day schedule streams), for assignment and the board.
export { IN_FLIGHT_MS, claimRideSlot, releaseRideSlot, rideSlotClash } from './availability/claim-ride-slot';
export type { RideClash, RideToClaim } from './availability/claim-ride-slot';
export { bookingRideOf, claimOfRide, loadBookingRide, rideInterval } from './availability/booking-ride';
export type { BookingRide } from './availability/booking-ride';
export type { RideResource, RideResourceKind } from './availability/ride-schedule-decider';
// Issue 18: the private manage link of a booking (token derived from the server's secret, nothing stored).
export { ManageTokens, manageUrl } from './manage/manage-token';
// Issue 18 point 2: the e-mails of a customer's change request (a factory: they carry the manage link).
export { changeRequestMailReaction } from './mail/change-request-mails';
export { PickupReminderScheduler } from './reminders/reminder-scheduler';
export { manageLinkMailReaction } from './mail/manage-link-mail';
export { ManageLinkAsked, ManageLinkRequested } from './manage/manage-events';
export { managedBooking, type ManagedBooking } from './manage/managed-booking';
