import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '../../../components/confirm/BusyButton';
import { formatBrussels, type BookingRow } from '@chauffeur/contracts';
import { useErrorMessage } from '../../../lib/api';
import { formatMoney } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { fareCurrency, useBookings } from '../api/queries';
import { Pager } from '../ui/Pager';
import { adminPath } from '../../../lib/paths';
import { AdminHeading, EmptyState, ErrorState, LoadingState } from '../ui/States';
import { BookingActions } from './BookingActions';
import { BookingFilters } from './BookingFilters';
import { PhoneBookingLink } from './PhoneBookingLink';
import { useBookingsView } from './useBookingsView';
import { emptyTextKey } from './empty-text';
import { StatusBadge } from './StatusBadge';
import { ChangeRequestMarker } from './ChangeRequestMarker';
import { useFocusAfterStep } from './useFocusAfterStep';
import { bookingsCsv, downloadText } from './csv';
import { allBookingsOf, ViewChangedError } from './allBookingsOf';

function useBookingText(booking: BookingRow) {
  const { i18n } = useTranslation('admin');
  const when = formatBrussels(
    booking.scheduled_time,
    i18n.language,
    // Brussels time, as the pickup-day filter counts days (and as the company works), wherever the browser is.
    'dateTime',
  );
  // In the fare's own currency (decision 247), not today's setting.
  return { when, fare: formatMoney(booking.total_fare, i18n.language, fareCurrency(booking.currency)) };
}

/**
 * /admin/bookings (SPEC 2, 4; issue 17): newest first or by pickup time, filtered by status, pickup days and
 * a search, all in the URL; actions per status, CSV export of the view.
 */
export function BookingsPage() {
  const { t } = useTranslation('admin');
  useDocumentTitle(t('bookings.title'));
  const message = useErrorMessage();
  const { view, page, update, setPage, clear } = useBookingsView();
  const bookings = useBookings(view, page);
  const [exporting, setExporting] = useState(false);
  // Reached from a booking just deleted (its page is gone): the heading takes the focus.
  const arrivedFromDelete = Boolean((useLocation().state as { deleted?: boolean } | null)?.deleted);

  // An export still reading its pages when the admin leaves the list stops there: no file turns up later on
  // another page, and no request goes on for a page nobody looks at.
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);
  const exportCsv = async () => {
    const controller = new AbortController();
    running.current = controller;
    setExporting(true);
    try {
      const rows = await allBookingsOf(view, controller.signal);
      if (controller.signal.aborted) return;
      downloadText(
        `bookings-${view.status ?? 'all'}-${new Date().toISOString().slice(0, 10)}.csv`,
        bookingsCsv(rows),
      );
    } catch (error) {
      if (controller.signal.aborted) return;
      toast.error(error instanceof ViewChangedError ? t('bookings.exportChanged') : message(error));
    } finally {
      if (!controller.signal.aborted) setExporting(false);
    }
  };

  const total = bookings.data?.total ?? 0;
  return (
    <>
      <AdminHeading title={t('bookings.title')} focused={arrivedFromDelete}>
        <PhoneBookingLink />
        {/* Busy while the export runs (keeps the keyboard); disabled with nothing to export. */}
        <BusyButton
          busy={exporting}
          onClick={() => void exportCsv()}
          disabled={total === 0}
          className="btn-outline min-h-10 px-4 text-xs disabled:opacity-50 aria-disabled:opacity-50"
        >
          {t('bookings.exportCsv')}
        </BusyButton>
      </AdminHeading>
      <BookingFilters view={view} update={update} clear={clear} />
      {bookings.isPending ? <LoadingState /> : null}
      {bookings.isError ? (
        <ErrorState
          title={t('bookings.error')}
          error={bookings.error}
          onRetry={() => void bookings.refetch()}
        />
      ) : null}
      {bookings.data && bookings.data.items.length === 0 ? <EmptyState text={t(emptyTextKey(view))} /> : null}
      {bookings.data && bookings.data.items.length > 0 ? (
        <>
          <p className="mb-3 text-sm text-stone-400">{t('bookings.total', { count: total })}</p>
          <BookingTable rows={bookings.data.items} />
          <Pager page={page} total={total} onPage={setPage} />
        </>
      ) : null}
    </>
  );
}

function BookingTable({ rows }: { rows: BookingRow[] }) {
  const { t } = useTranslation('admin');
  // Eight columns that fit beside the sidebar at 1280 px in every language (German's words are the longest):
  // the passengers under the vehicle, the pickup and the destination as one route, the actions stacked.
  const cols = ['reference', 'customer', 'time', 'vehicle', 'route', 'fare', 'status', 'actions'] as const;
  return (
    <>
      <div className="hidden overflow-x-auto rounded-md border border-white/10 lg:block">
        <table className="w-full text-left text-sm">
          <thead className="bg-ink-900 text-xs tracking-wider text-stone-400 uppercase">
            <tr>
              {cols.map((c) => (
                <th key={c} scope="col" className="px-3 py-3 font-semibold">
                  {t(`bookings.columns.${c}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-white/5">
            {rows.map((b) => (
              <Row key={b.id} booking={b} />
            ))}
          </tbody>
        </table>
      </div>
      <ul className="grid gap-3 lg:hidden">
        {rows.map((b) => (
          <Card key={b.id} booking={b} />
        ))}
      </ul>
    </>
  );
}

function Row({ booking }: { booking: BookingRow }) {
  const { t } = useTranslation('admin');
  const { when, fare } = useBookingText(booking);
  const { badge, onStepDone } = useFocusAfterStep(booking.status);
  return (
    <tr data-booking={booking.id} className="align-top hover:bg-white/[0.02]">
      <td className="px-3 py-3 whitespace-nowrap">
        <Link
          to={adminPath('booking', booking.id)}
          className="font-mono text-gold-300 underline-offset-2 hover:underline"
        >
          {booking.reference}
        </Link>
      </td>
      <td className="px-3 py-3 text-ivory">{booking.emergency_contact_name}</td>
      <td className="px-3 py-3 whitespace-nowrap text-stone-300">{when}</td>
      <td className="px-3 py-3 text-ivory">
        {booking.vehicle.name}
        <span data-passengers className="block text-xs text-stone-400">
          {t('bookings.passengers', { count: booking.passenger_count })}
        </span>
      </td>
      <td className="max-w-64 px-3 py-3 text-stone-300">
        <span className="block">
          <span className="sr-only">{t('bookings.columns.pickup')} </span>
          <PlaceText place={booking.pickup_location} line={booking.pickup_address_line} />
        </span>
        <span className="mt-1 block">
          <span aria-hidden="true">→ </span>
          <span className="sr-only">{t('bookings.columns.dropoff')} </span>
          <PlaceText place={booking.dropoff_location} line={booking.dropoff_address_line} />
        </span>
      </td>
      <td className="px-3 py-3 whitespace-nowrap text-ivory">{fare}</td>
      <td className="px-3 py-3">
        <span className="flex flex-wrap items-start gap-1.5">
          <StatusBadge status={booking.status} focusRef={badge} />
          <ChangeRequestMarker booking={booking} />
        </span>
      </td>
      <td className="px-3 py-3">
        <BookingActions booking={booking} stacked onStepDone={onStepDone} />
      </td>
    </tr>
  );
}

/** A place as verified, then the street and number the customer added to it (issue 14), if any. */
function PlaceText({ place, line }: { place: BookingRow['pickup_location']; line?: string | null }) {
  return (
    <>
      {place.address}
      {line ? <span className="block text-xs text-stone-400">{line}</span> : null}
    </>
  );
}

/** The same on one line, for the narrow cards. */
const placeLine = (place: BookingRow['pickup_location'], line?: string | null) =>
  line ? `${place.address} (${line})` : place.address;

function Card({ booking }: { booking: BookingRow }) {
  const { t } = useTranslation('admin');
  const { when, fare } = useBookingText(booking);
  const { badge, onStepDone } = useFocusAfterStep(booking.status);
  return (
    <li data-booking={booking.id} className="rounded-md border border-white/10 bg-ink-900 p-4">
      <div className="flex items-center justify-between gap-2">
        <Link to={adminPath('booking', booking.id)} className="font-mono whitespace-nowrap text-gold-300">
          {booking.reference}
        </Link>
        <span className="flex flex-wrap justify-end gap-1.5">
          <StatusBadge status={booking.status} focusRef={badge} />
          <ChangeRequestMarker booking={booking} />
        </span>
      </div>
      <p className="mt-2 text-sm text-ivory">
        <time dateTime={booking.scheduled_time}>{when}</time> · {booking.emergency_contact_name}
      </p>
      <p className="mt-1 text-sm text-stone-300">
        {booking.vehicle.name} · {fare} · {t('bookings.passengers', { count: booking.passenger_count })}
      </p>
      <p className="mt-1 text-sm text-stone-400">
        {placeLine(booking.pickup_location, booking.pickup_address_line)} →{' '}
        {placeLine(booking.dropoff_location, booking.dropoff_address_line)}
      </p>
      <div className="mt-3">
        <BookingActions booking={booking} onStepDone={onStepDone} />
      </div>
    </li>
  );
}
