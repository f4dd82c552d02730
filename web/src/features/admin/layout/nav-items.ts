import { adminPath } from '../../../lib/paths';

/**
 * The sidebar of SPEC 2, in its order; then the operator's pages: fares (issue 17) and the read models'
 * status (decision 116).
 */
export const ADMIN_NAV = [
  { key: 'dashboard', to: adminPath('dashboard'), end: true },
  { key: 'bookings', to: adminPath('bookings'), end: false },
  { key: 'blog', to: adminPath('blog'), end: false },
  { key: 'vehicles', to: adminPath('vehicles'), end: false },
  { key: 'customers', to: adminPath('customers'), end: false },
  { key: 'notifications', to: adminPath('notifications'), end: false },
  { key: 'settings', to: adminPath('settings'), end: false },
  { key: 'fares', to: adminPath('fares'), end: false },
  { key: 'projections', to: adminPath('projections'), end: false },
] as const;
