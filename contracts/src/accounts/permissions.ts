import type { Role } from './account';

/**
 * Issue 17: what each role may do, in ONE table that the server's guards (services/platform http/auth.ts)
 * and the web (admin nav, route guard, where sign-in leads) both read, so the two cannot disagree.
 */
export const PERMISSIONS = [
  /** The admin panel's home: dashboard, analytics, the live stream. */
  'dashboard',
  'bookings',
  'customers',
  /** Notifications and contact messages. */
  'notifications',
  /** The dispatch board (assigning cars and chauffeurs). */
  'dispatch',
  /** Reading the fleet (models, cars, chauffeurs): what a dispatcher needs to dispatch (decision 151). */
  'fleet.read',
  /** Changing the fleet, fares and zones, and uploading their pictures. */
  'fleet.write',
  'settings',
  'staff',
  /** The blog and the pages' content. */
  'content',
  /** The read models' status and rebuilds: an operator's tool. */
  'projections',
  /** Every record's history and the activity feed (decisions 155–157): who changed what, by whom. */
  'audit',
  /** The chauffeur's own page /driver and its /api/driver routes. */
  'drive',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const DISPATCH_WORK = [
  'dashboard',
  'bookings',
  'customers',
  'notifications',
  'dispatch',
  'fleet.read',
] as const;

/** THE table: role → permissions (decision 150). An admin is no chauffeur: `drive` is the driver's own. */
export const ROLE_PERMISSIONS: Readonly<Record<Role, readonly Permission[]>> = {
  admin: PERMISSIONS.filter((permission) => permission !== 'drive'),
  dispatcher: DISPATCH_WORK,
  driver: ['drive'],
  user: [],
};

export const can = (role: Role, permission: Permission): boolean =>
  ROLE_PERMISSIONS[role].includes(permission);

/** Staff sign in to the admin panel: every role whose permissions include its home. */
export const isStaff = (role: Role): boolean => can(role, 'dashboard');

/** A read (GET) of an area needs `read`; any other method needs `write`. */
export interface AreaPermissions {
  read: Permission;
  write: Permission;
}
const same = (permission: Permission): AreaPermissions => ({ read: permission, write: permission });

/**
 * Every /api/admin area (the first path segment after /api/admin/) → the permission it needs. A route
 * whose area is missing here is refused to everyone but an admin (default deny), and the guard test walks
 * every registered route against this table, so a new area cannot be forgotten.
 */
export const ADMIN_API_AREAS: Readonly<Record<string, AreaPermissions>> = {
  analytics: same('dashboard'),
  live: same('dashboard'),
  bookings: same('bookings'),
  customers: same('customers'),
  notifications: same('notifications'),
  messages: same('notifications'),
  dispatch: same('dispatch'),
  vehicles: { read: 'fleet.read', write: 'fleet.write' },
  // The dispatch board lists the chauffeurs; adding and editing them is the fleet's admin work.
  chauffeurs: { read: 'fleet.read', write: 'fleet.write' },
  uploads: same('fleet.write'),
  // Zones and fixed fares (issue 17 point 9): priced like the fleet, changed by admins only.
  zones: { read: 'fleet.read', write: 'fleet.write' },
  'zone-fares': { read: 'fleet.read', write: 'fleet.write' },
  settings: same('settings'),
  staff: same('staff'),
  blog: same('content'),
  // Issue 18: approving a review publishes it on the landing page, like a blog post (decision 193).
  reviews: same('content'),
  projections: same('projections'),
  history: same('audit'),
  activity: same('audit'),
};

/** The permission an /api/admin request needs, from its route pattern and method; null: admin only. */
export function adminApiPermission(routeUrl: string, method: string): Permission | null {
  const area = /^\/api\/admin\/([^/?]+)/.exec(routeUrl)?.[1];
  const entry = area === undefined ? undefined : ADMIN_API_AREAS[area];
  if (!entry) return null;
  return method === 'GET' || method === 'HEAD' ? entry.read : entry.write;
}
