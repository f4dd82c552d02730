import { adminPath, type AdminRoute } from '../../../lib/paths';
import { ADMIN_SCREEN_PERMISSIONS } from '../../../lib/admin-screens';

/** A screen without an `:id`: the ones a sidebar can link to. */
type ListRoute = Exclude<AdminRoute, 'booking' | 'vehicle' | 'editPost' | 'customer'>;

const item = <K extends ListRoute>(key: K, end = false) => ({
  key,
  to: (adminPath as (route: ListRoute) => string)(key),
  end,
  // The sidebar shows a link only to a role that may open its screen (decision 150).
  permission: ADMIN_SCREEN_PERMISSIONS[key],
});

/**
 * The sidebar of SPEC 2, in its order; then the read models' status, an operator's page (decision 116),
 * and the staff (issue 17).
 */
export const ADMIN_NAV = [
  item('dashboard', true),
  item('bookings'),
  item('dispatch'),
  item('blog'),
  item('reviews'),
  item('vehicles'),
  item('chauffeurs'),
  item('customers'),
  item('notifications'),
  item('settings'),
  item('fares'),
  item('staff'),
  item('activity'),
  item('projections'),
] as const;
