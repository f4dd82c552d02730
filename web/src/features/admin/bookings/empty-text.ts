import type { BookingsView } from '../api/queries';

/**
 * What the bookings list says when it shows nothing, by what narrowed it: a status alone (the list's first
 * empty text), a pickup day or a search as well ("these filters"), and, under the filter "With a change
 * request", which of them found no request waiting (decision 324: the status text was not true of it: bookings
 * of that status exist, none has a request waiting).
 */
const EMPTY_TEXTS = {
  all: { status: 'bookings.empty', filters: 'bookings.emptyFiltered' },
  changeRequest: {
    none: 'bookings.emptyChangeRequest',
    status: 'bookings.emptyChangeRequestStatus',
    filters: 'bookings.emptyChangeRequestFiltered',
  },
} as const;

export function emptyTextKey(view: BookingsView) {
  const filters = Boolean(view.from || view.to || view.q);
  if (!view.change_request) return EMPTY_TEXTS.all[filters ? 'filters' : 'status'];
  return EMPTY_TEXTS.changeRequest[filters ? 'filters' : view.status ? 'status' : 'none'];
}
