/**
 * Test-only entry (`@chauffeur/api/testing`): a full app on temporary stores, a bare app for one group of
 * routes, the auth client and the booking fixtures. Production code must not import it.
 */
export { createTestApp, TEST_ADMIN_EMAIL, TEST_SECRET, TEST_SITE_URL, type TestApp } from './test-app';
export { buildBareApp } from './bare-app';
export { authClient, refreshCookieOf } from './auth-client';
export { crashingStore, useCrashingApp } from './crashing-store';
export {
  AIRPORT,
  E_CLASS,
  GRAND_PLACE,
  S_CLASS,
  act,
  allowPickupsSoon,
  patchSettings,
  bookWith,
  bookingBody,
  enoughCars,
  inHours,
  soon,
} from './booking-fixtures';
export { DEMO_CARS, DEMO_FLEET } from '../seed/demo-fleet';
export {
  CENTRE_AIRPORT,
  DEMO_ZONE_IDS,
  setZoneFares,
  withoutCentreAirportFares,
  zoneFareRevision,
} from './fare-fixtures';
