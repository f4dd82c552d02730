import type { FeatureModule, PlatformDeps } from '@chauffeur/platform';
import { dispatchEvents } from './events';
import { adminAssignmentRoutes } from './http/admin-assignment';
import { adminChauffeurRoutes } from './http/admin-chauffeurs';
import { adminDispatchRoutes } from './http/admin-dispatch';
import { driverRoutes } from './http/driver-routes';
import { chauffeursProjection } from './projections/chauffeurs-projection';

/** What the dispatch routes are given (their plugin options). */
export type DispatchDeps = PlatformDeps;

/**
 * Dispatch (issue 17): the chauffeurs, who drives which booking, and the driver's own page. The next steps
 * (cars on rides, availability, the dispatch board) belong here too (decision 158).
 */
export const dispatchModule: FeatureModule<DispatchDeps> = {
  name: 'dispatch',
  routes: async (app, deps) => {
    await app.register(driverRoutes, { ...deps, prefix: '/api/driver' });
  },
  adminRoutes: async (app, deps) => {
    await app.register(adminChauffeurRoutes, deps);
    await app.register(adminAssignmentRoutes, deps);
    await app.register(adminDispatchRoutes, deps);
  },
  projections: [chauffeursProjection],
  events: dispatchEvents,
};
