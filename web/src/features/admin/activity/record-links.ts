import type { ActivityEntry } from '@chauffeur/contracts';
import { adminPath } from '../../../lib/paths';

/**
 * Where the panel shows a record of each kind, with its history: one table, so that the car, chauffeur and
 * staff pages are one entry each when they land. A kind without a page is listed without a link.
 */
const RECORD_PAGES: Readonly<Record<string, (id: string) => string>> = {
  vehicle: (id) => adminPath('vehicle', id),
  post: (id) => adminPath('editPost', id),
  booking: (id) => adminPath('booking', id),
  settings: () => adminPath('settings'),
  chauffeur: (id) => adminPath('chauffeur', id),
  // A model's cars are one stream named by the model: its page lists them.
  vehicle_cars: (id) => adminPath('vehicle', id),
  zone: () => adminPath('fares'),
  zone_fare: () => adminPath('fares'),
  // Accounts staff acted on are staff (invited, role changed, deactivated): their card, history open.
  user: (id) => `${adminPath('staff')}#staff-${id}`,
};

export const recordLink = (entry: Pick<ActivityEntry, 'kind' | 'aggregate_id'>): string | null =>
  RECORD_PAGES[entry.kind]?.(entry.aggregate_id) ?? null;
