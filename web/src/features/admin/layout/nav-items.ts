import { PATHS } from '../../../lib/paths';

const ADMIN_PATH = PATHS.admin;

/** The sidebar of SPEC 2, in its order. */
export const ADMIN_NAV = [
  { key: 'dashboard', to: ADMIN_PATH, end: true },
  { key: 'bookings', to: `${ADMIN_PATH}/bookings`, end: false },
  { key: 'blog', to: `${ADMIN_PATH}/blog`, end: false },
  { key: 'vehicles', to: `${ADMIN_PATH}/vehicles`, end: false },
  { key: 'customers', to: `${ADMIN_PATH}/customers`, end: false },
  { key: 'notifications', to: `${ADMIN_PATH}/notifications`, end: false },
  { key: 'settings', to: `${ADMIN_PATH}/settings`, end: false },
] as const;

export const adminPath = (rest: string) => `${ADMIN_PATH}/${rest}`;
