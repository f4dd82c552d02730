import type { FeatureModule } from '@chauffeur/platform';
import type { AppDeps } from '../api/src/app-deps';
import { adminBookingRoutes } from './http/admin-bookings';
import { adminDashboardRoutes } from './http/admin-dashboard';
import { publicBookingRoutes } from './http/public-bookings';
import { analyticsProjection } from './projections/analytics/analytics-projection';
import { bookingsProjection } from './projections/bookings-projection';

/** Stand-in until the bookings module declares its own deps slice: its routes still take AppDeps. */
export type BookingsDeps = AppDeps;

/** Bookings: the public booking flow, the admin's bookings and dashboard. */
export const bookingsModule: FeatureModule<BookingsDeps> = {
  name: 'bookings',
  routes: publicBookingRoutes,
  adminRoutes: async (app, deps) => {
    await app.register(adminBookingRoutes, deps);
    await app.register(adminDashboardRoutes, deps);
  },
  projections: [bookingsProjection, analyticsProjection],
};
