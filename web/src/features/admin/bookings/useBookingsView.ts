import { useSearchParams } from 'react-router-dom';
import {
  BOOKING_SORTS,
  BOOKING_STATUSES,
  CHANGE_REQUEST_FILTERS,
  type BookingSort,
  type BookingStatus,
  type ChangeRequestFilter,
} from '@chauffeur/contracts';
import type { BookingsView } from '../api/queries';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  (values as readonly string[]).includes(value ?? '') ? (value as T) : undefined;
const day = (value: string | null) => (value && DAY.test(value) ? value : undefined);

/** The URL's query names: what a shared or reloaded link keeps. */
const KEYS = ['status', 'from', 'to', 'sort', 'q', 'change_request'] as const;

/**
 * The bookings list's view, kept in the URL query (issue 17) so a view can be shared or reloaded: status,
 * pickup days, order, search and page. A value the URL holds that the list does not know is ignored (the
 * server would refuse it), so a mistyped link still shows the list.
 */
export function useBookingsView() {
  const [params, setParams] = useSearchParams();
  const view: BookingsView = {
    status: oneOf<BookingStatus>(BOOKING_STATUSES, params.get('status')),
    from: day(params.get('from')),
    to: day(params.get('to')),
    sort: oneOf<BookingSort>(BOOKING_SORTS, params.get('sort')),
    q: params.get('q')?.trim() || undefined,
    change_request: oneOf<ChangeRequestFilter>(CHANGE_REQUEST_FILTERS, params.get('change_request')),
  };
  const page = Math.max(0, Math.floor(Number(params.get('page')) || 1) - 1);

  const write = (next: BookingsView, nextPage: number) => {
    const query = new URLSearchParams();
    for (const key of KEYS) if (next[key]) query.set(key, next[key]);
    if (nextPage > 0) query.set('page', String(nextPage + 1));
    setParams(query, { replace: true });
  };
  return {
    view,
    page,
    /** Changes some filters and goes back to the first page (the old page may not exist any more). */
    update: (changes: Partial<BookingsView>) => write({ ...view, ...changes }, 0),
    setPage: (next: number) => write(view, next),
    clear: () => write({}, 0),
  };
}
