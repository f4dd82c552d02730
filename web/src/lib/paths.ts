import type { Permission } from '@chauffeur/contracts';

/**
 * Every route of the site in one place (SPEC 2): the router's patterns and the links' builders come from
 * these tables, so a link cannot point where no route is.
 */

/** The public pages (and the admin panel's root). */
export const PATHS = {
  home: '/',
  services: '/services',
  fleet: '/fleet',
  about: '/about',
  blog: '/blog',
  reservation: '/reservation',
  auth: '/auth',
  /** Where an invitation e-mail's link leads (issue 17; the server's SET_PASSWORD_PATH). */
  setPassword: '/set-password',
  privacy: '/privacy',
  terms: '/terms',
  admin: '/admin',
  /** A chauffeur's own rides (issue 17 point 1): where a driver lands after signing in. */
  driver: '/driver',
} as const;

/** Public pages of one item of a list, as the router's patterns. */
export const ITEM_ROUTES = {
  service: `${PATHS.services}/:slug`,
  post: `${PATHS.blog}/:slug`,
} as const;

/** One service's page. */
export const servicePath = (slug: string) => `${PATHS.services}/${slug}`;

/** One blog post's page. */
export const postPath = (slug: string) => `${PATHS.blog}/${slug}`;

/** The booking wizard with a vehicle chosen in advance (from a fleet card). */
export function reservationWithVehicle(vehicleId: string): string {
  return `${PATHS.reservation}?${new URLSearchParams({ vehicle: vehicleId })}`;
}

/** The admin panel's screens (SPEC 2), as the router's patterns relative to `PATHS.admin`. */
export const ADMIN_ROUTES = {
  dashboard: '',
  bookings: 'bookings',
  // Before `booking`'s pattern in meaning: react-router ranks the static segment first (issue 17).
  newBooking: 'bookings/new',
  booking: 'bookings/:id',
  // Issue 17 point 5: changing a booking that has not started.
  editBooking: 'bookings/:id/edit',
  // Issue 17 point 4: the day's rides on a lane per car and per chauffeur.
  dispatch: 'dispatch',
  vehicles: 'vehicles',
  newVehicle: 'vehicles/new',
  vehicle: 'vehicles/:id',
  chauffeurs: 'chauffeurs',
  newChauffeur: 'chauffeurs/new',
  chauffeur: 'chauffeurs/:id',
  blog: 'blog',
  newPost: 'blog/new',
  editPost: 'blog/edit/:id',
  customers: 'customers',
  // `:id` is the customer's opaque key (decision 125), never their e-mail.
  customer: 'customers/:id',
  notifications: 'notifications',
  messages: 'messages',
  settings: 'settings',
  staff: 'staff',
  // Issue 17: what staff and the system did, on every kind of record.
  activity: 'activity',
  // Zones and fixed fares (issue 17 point 9).
  fares: 'fares',
  projections: 'projections',
} as const;

export type AdminRoute = keyof typeof ADMIN_ROUTES;

/**
 * The permission (contracts ROLE_PERMISSIONS, decision 150) each admin screen needs: the route guard
 * shows 'Access Restricted' to a role without it, the sidebar hides its link. The compiler asks for a
 * line per screen, so a new screen cannot be left open.
 */
export const ADMIN_SCREEN_PERMISSIONS: Readonly<Record<AdminRoute, Permission>> = {
  dashboard: 'dashboard',
  bookings: 'bookings',
  newBooking: 'bookings',
  booking: 'bookings',
  editBooking: 'bookings',
  dispatch: 'dispatch',
  // A dispatcher may read the fleet through the API (the dispatch board needs it) but its screens are
  // forms for changing it: admins only (decision 151).
  vehicles: 'fleet.write',
  newVehicle: 'fleet.write',
  vehicle: 'fleet.write',
  chauffeurs: 'fleet.write',
  newChauffeur: 'fleet.write',
  chauffeur: 'fleet.write',
  blog: 'content',
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

/** A screen whose pattern has an `:id` needs that id, the others take none (checked by the compiler). */
type IdOf<R extends AdminRoute> = (typeof ADMIN_ROUTES)[R] extends `${string}:id${string}`
  ? [id: string]
  : [];

/** A link to an admin screen: `adminPath('booking', id)` is `/admin/bookings/<id>`. */
export function adminPath<R extends AdminRoute>(route: R, ...[id]: IdOf<R>): string {
  const pattern: string = ADMIN_ROUTES[route];
  const path = id === undefined ? pattern : pattern.replace(':id', id);
  return path ? `${PATHS.admin}/${path}` : PATHS.admin;
}
