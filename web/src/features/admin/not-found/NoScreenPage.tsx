import { useParams } from 'react-router-dom';
import { ToDashboard } from '../dashboard/ToDashboard';
import { AdminNotFoundPage } from './AdminNotFoundPage';
import { ADMIN_ALIASES } from './aliases';

/**
 * Any /admin address of no screen (the admin routes' catch-all, decision 309): an alias opens its screen,
 * any other says that the page does not exist. One route and one chunk for both: the route table is in the
 * landing page's entry, where a route and a chunk of its own cost ~75 B gzipped per language.
 */
export function NoScreenPage() {
  const rest = (useParams()['*'] ?? '').replace(/\/+$/, '');
  return (ADMIN_ALIASES as readonly string[]).includes(rest) ? <ToDashboard /> : <AdminNotFoundPage />;
}
