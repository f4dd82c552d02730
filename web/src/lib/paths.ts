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
  /**
   * A signed-in customer's bookings (issue 18 point 3); its one lazy chunk also routes `verify-email`
   * beneath it (ACCOUNT_ROUTES in features/my-account: the landing page carries one route, decision 197).
   */
  account: '/account',
  privacy: '/privacy',
  terms: '/terms',
  admin: '/admin',
  /** A chauffeur's own rides (issue 17 point 1): where a driver lands after signing in. */
  driver: '/driver',
  /** Issue 18: "Find my booking" (reference + e-mail: the link is e-mailed). */
  findBooking: '/booking',
} as const;

/** Public pages of one item of a list, as the router's patterns. */
export const ITEM_ROUTES = {
  service: `${PATHS.services}/:slug`,
  post: `${PATHS.blog}/:slug`,
} as const;

/** One service's page. */
export const servicePath = (slug: string) => `${PATHS.services}/${slug}`;

/** A booking's manage page for its link's token (the link of every customer e-mail; server: manageUrl). */
export const manageBookingPath = (token: string) => `${PATHS.findBooking}/${encodeURIComponent(token)}`;

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
  // Issue 18 point 5: customers' ratings, approved or hidden.
  reviews: 'reviews',
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
