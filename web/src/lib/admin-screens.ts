import type { Permission } from '@chauffeur/contracts';
import { ADMIN_ROUTES, type AdminRoute } from './paths';

// Apart from paths.ts, which the landing page loads: only the admin guard and the admin sidebar read
// these (issue 5's 200 KB budget for the landing page's JavaScript).

/**
 * The permission (contracts ROLE_PERMISSIONS, decision 150) each admin screen needs: the route guard
 * tells a role without it that the page is not theirs, the sidebar hides its link. The compiler asks for a
 * line per screen, so a new screen cannot be left open.
 */
export const ADMIN_SCREEN_PERMISSIONS: Readonly<Record<AdminRoute, Permission>> = {
  dashboard: 'dashboard',
  bookings: 'bookings',
  newBooking: 'bookings',
  booking: 'bookings',
  dispatch: 'dispatch',
  editBooking: 'bookings',
  // A dispatcher may read the fleet through the API (the dispatch board needs it) but its screens are
  // forms for changing it: admins only (decision 151).
  vehicles: 'fleet.write',
  newVehicle: 'fleet.write',
  vehicle: 'fleet.write',
  chauffeurs: 'fleet.write',
  newChauffeur: 'fleet.write',
  chauffeur: 'fleet.write',
  blog: 'content',
  // Approving a review publishes it on the landing page, like a post (decision 193).
  reviews: 'content',
  newPost: 'content',
  editPost: 'content',
  customers: 'customers',
  customer: 'customers',
  notifications: 'notifications',
  messages: 'notifications',
  settings: 'settings',
  staff: 'staff',
  activity: 'audit',
  fares: 'fleet.write',
  projections: 'projections',
};

/** The screen a path of the admin panel shows, or null when none matches. */
export function adminRouteOf(pathname: string): AdminRoute | null {
  const rest = pathname.replace(/^\/admin\/?/, '').replace(/\/$/, '');
  const matches = (pattern: string) => new RegExp(`^${pattern.replace(/:[a-z]+/g, '[^/]+')}$`).test(rest);
  const keys = Object.keys(ADMIN_ROUTES) as AdminRoute[];
  // Static patterns first, as react-router ranks them (`bookings/new` before `bookings/:id`).
  return (
    keys.find((key) => !ADMIN_ROUTES[key].includes(':') && matches(ADMIN_ROUTES[key])) ??
    keys.find((key) => matches(ADMIN_ROUTES[key])) ??
    null
  );
}
