import type { FeatureModule, PlatformDeps } from '@chauffeur/platform';
import { bookingEvents } from './events';
import type { Geocoder, RoutingService } from '../geo/index';
import { adminChangeRequestRoutes, manageChangeRequestRoutes } from './change-requests/change-request-routes';
import { adminBookingRoutes } from './http/admin-bookings';
import { adminStepTimingRoutes } from './http/admin-step-timing';
import { adminChangeBookingRoutes } from './http/admin-change-booking';
import { adminDashboardRoutes } from './http/admin-dashboard';
import { adminPhoneBookingRoutes } from './http/admin-phone-bookings';
import { manageReceiptRoutes } from './http/manage-receipt';
import { publicBookingRoutes } from './http/public-bookings';
import { manageCalendarRoute } from './manage/manage-calendar-route';
import { manageRoutes } from './manage/manage-routes';
import { analyticsProjection } from './projections/analytics/analytics-projection';
import { bookingsProjection } from './projections/bookings-projection';

/**
 * What the bookings routes are given (their plugin options): the platform's stores, clock and ids, plus
 * the maps (places and routes are verified and measured by the server), the secret quotes are signed with
 * and the site's address.
 */
export type BookingsDeps = PlatformDeps & {
  jwtSecret: string;
  /** The site's address: a calendar file's link back to the manage page starts with it. */
  siteUrl: string;
  routing: RoutingService;
  geocoder: Geocoder;
};

/** Bookings: the public quote and booking calls, the admin's bookings (the lifecycle, phone bookings, changes) and dashboard. */
export const bookingsModule: FeatureModule<BookingsDeps> = {
  name: 'bookings',
  routes: async (app, deps) => {
    await app.register(publicBookingRoutes, deps);
    await app.register(manageChangeRequestRoutes, deps);
    // Issue 18: the customer's manage link (/api/manage/...), authorised by its token alone.
    await app.register(manageRoutes, deps);
    await app.register(manageReceiptRoutes, deps);
    await app.register(manageCalendarRoute, deps);
  },
  adminRoutes: async (app, deps) => {
    await app.register(adminBookingRoutes, deps);
    await app.register(adminStepTimingRoutes, deps);
    await app.register(adminPhoneBookingRoutes, deps);
    await app.register(adminChangeBookingRoutes, deps);
    await app.register(adminDashboardRoutes, deps);
    await app.register(adminChangeRequestRoutes, deps);
  },
  projections: [bookingsProjection, analyticsProjection],
  events: bookingEvents,
  // Its e-mails carry the manage link, signed with the server's secret: the composition root builds their
  // reaction (bookingMailReaction, services/api/src/all-reactions.ts).
};
