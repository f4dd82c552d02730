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
};

export const recordLink = (entry: Pick<ActivityEntry, 'kind' | 'aggregate_id'>): string | null =>
  RECORD_PAGES[entry.kind]?.(entry.aggregate_id) ?? null;
