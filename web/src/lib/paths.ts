/** Public routes of SPEC 2, so links and the router cannot drift apart. */
export const PATHS = {
  home: '/',
  services: '/services',
  fleet: '/fleet',
  about: '/about',
  blog: '/blog',
  reservation: '/reservation',
  auth: '/auth',
  privacy: '/privacy',
  terms: '/terms',
  admin: '/admin',
} as const;

/** The booking wizard with a vehicle chosen in advance (from a fleet card). */
export function reservationWithVehicle(vehicleId: string): string {
  return `${PATHS.reservation}?${new URLSearchParams({ vehicle: vehicleId })}`;
}
