import { Link, useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { formatBrussels, type BookingRow, type HistoryEntry } from '@chauffeur/contracts';
import { ApiError } from '../../../lib/api';
import { formatMoney } from '../../../lib/format';
import { formatNumber } from '../../../lib/intl';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { fareCurrency, useBooking, useBookingHistory } from '../api/queries';
import { adminPath } from '../../../lib/paths';
import { AdminHeading, EmptyState, ErrorState, LoadingState } from '../ui/States';
import { actorText, eventLabel } from '../ui/history-text';
import { BookingActions } from './BookingActions';
import { BookingChangeRequests, useBookingChangeRequests } from './BookingChangeRequests';
import { BookingNotes } from './BookingNotes';
import { ChauffeurPicker } from './ChauffeurPicker';
import { StatusBadge } from './StatusBadge';
import { useFocusAfterStep } from './useFocusAfterStep';
import { canChange } from './canChange';
import { useDeletion } from './useBookingAction';

/** The fields of a change the history names (the route, fare parts and such follow from them). */
const NAMED_FIELDS = [
  'scheduled_time',
  'pickup_location',
  'pickup_address_line',
  'dropoff_location',
  'dropoff_address_line',
  'vehicle',
  'passenger_count',
  'luggage_count',
  'flight_number',
  'is_round_trip',
  'customer',
  'language',
] as const;
type NamedField = (typeof NAMED_FIELDS)[number];
const isNamed = (field: string): field is NamedField => (NAMED_FIELDS as readonly string[]).includes(field);

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-xs tracking-wider text-stone-400 uppercase">{label}</dt>
      <dd className="mt-0.5 text-sm text-ivory">{value}</dd>
    </div>
  );
}

function BookingSummary({ booking }: { booking: BookingRow }) {
  const { t, i18n } = useTranslation('admin');
  const navigate = useNavigate();
  const { badge, onStepDone } = useFocusAfterStep(booking.status);
  return (
    <section className="rounded-md border border-white/10 bg-ink-900 p-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <StatusBadge status={booking.status} focusRef={badge} />
        <div className="flex flex-wrap items-center gap-2">
          {/* Issue 17 point 5: a booking not started may be changed (the server has the last word). */}
          {canChange(booking, new Date()) ? (
            <Link
              to={adminPath('editBooking', booking.id)}
              className="rounded-sm border border-gold-400/60 px-3 py-1.5 text-xs font-semibold text-gold-200 hover:bg-white/5"
            >
              {t('booking.edit')}
            </Link>
          ) : null}
          {/* A deleted booking has no page left: back to the list, whose heading takes the focus. */}
          <BookingActions
            booking={booking}
            onDeleted={() => navigate(adminPath('bookings'), { state: { deleted: true } })}
            onStepDone={onStepDone}
          />
        </div>
      </div>
      {/* Keyed by revision: after a change (here or by a colleague, live) the picker shows the new state. */}
      <div className="mt-5 border-t border-white/10 pt-4">
        <ChauffeurPicker key={booking.revision} booking={booking} />
      </div>
      <dl className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Detail
          label={t('booking.customer')}
          value={`${booking.emergency_contact_name} · ${booking.emergency_contact_email} · ${booking.emergency_contact_phone}`}
        />
        <Detail label={t('bookings.columns.vehicle')} value={booking.vehicle.name} />
        <Detail
          label={t('bookings.columns.time')}
          // Brussels time, the ride's clock, wherever the admin's browser is (decision 234).
          value={formatBrussels(booking.scheduled_time, i18n.language, 'dateTime')}
        />
        <Detail label={t('bookings.columns.pickup')} value={booking.pickup_location.address} />
        {/* What the customer added to each place (issue 14): the street and number the chauffeur drives to. */}
        <Detail label={t('booking.pickupAddressLine')} value={booking.pickup_address_line ?? '—'} />
        <Detail label={t('bookings.columns.dropoff')} value={booking.dropoff_location.address} />
        <Detail label={t('booking.dropoffAddressLine')} value={booking.dropoff_address_line ?? '—'} />
        <Detail
          label={t('bookings.columns.fare')}
          value={formatMoney(booking.total_fare, i18n.language, fareCurrency(booking.currency))}
        />
        <Detail
          label={t('booking.distance')}
          value={`${formatNumber(booking.distance_km, i18n.language, 1)} km`}
        />
        <Detail label={t('booking.duration')} value={`${booking.estimated_duration_minutes} min`} />
        <Detail label={t('bookings.columns.passengers')} value={String(booking.passenger_count)} />
        <Detail label={t('booking.luggage')} value={String(booking.luggage_count)} />
        <Detail label={t('booking.flight')} value={booking.flight_number ?? '—'} />
        <Detail
          label={t('booking.roundTrip')}
          value={booking.is_round_trip ? t('booking.yes') : t('booking.no')}
        />
      </dl>
    </section>
  );
}

/** What a change changed (BookingChanged, issue 17): the fields by name, and the price when it moved. */
function ChangeSummary({
  change,
  currency,
}: {
  change: NonNullable<HistoryEntry['change']>;
  currency: string;
}) {
  const { t, i18n } = useTranslation('admin');
  const named = change.fields.filter(isNamed).map((field) => t(`booking.fields.${field}`));
  const repriced = change.previous_total_fare !== change.total_fare;
  return (
    <span className="text-ivory">
      {named.length > 0 ? t('booking.changedFields', { fields: named.join(', ') }) : null}
      {repriced ? (
        <span className="block">
          {t('booking.priceChange', {
            from: formatMoney(change.previous_total_fare, i18n.language, currency),
            to: formatMoney(change.total_fare, i18n.language, currency),
          })}
        </span>
      ) : null}
    </span>
  );
}

/** `currency`: the fare's (decision 247); a change re-prices in it (decision 241). */
function History({ id, currency }: { id: string; currency: BookingRow['currency'] }) {
  const { t, i18n } = useTranslation('admin');
  const { t: tMain } = useTranslation();
  const history = useBookingHistory(id, useDeletion(id) === null);
  const actorOf = (actor: HistoryEntry['actor']) =>
    actor.kind === 'anonymous'
      ? t('booking.actorAnonymous')
      : actor.kind === 'system'
        ? t('booking.actorSystem', { name: actor.name ?? '' })
        : actor.kind === 'customer'
          ? t('booking.actorCustomer', { email: actor.email ?? '' })
          : // A staff member: their role in the admin's language, as the activity feed says it.
            actorText(t, actor);
  const statusOf = (s: HistoryEntry['status_after']) => (s ? t(`bookings.status.${s}`) : '—');
  if (history.isPending) return <LoadingState />;
  if (history.isError)
    return (
      <ErrorState
        title={t('booking.historyError')}
        error={history.error}
        onRetry={() => void history.refetch()}
      />
    );
  return (
    <ol
      data-testid="history"
      className="divide-y divide-white/5 rounded-md border border-white/10 bg-ink-900"
    >
      {history.data.items.map((entry) => (
        <li key={entry.revision} className="grid gap-1 p-4 text-sm sm:grid-cols-[12rem_1fr_1fr_1fr] sm:gap-4">
          <time dateTime={entry.occurred_at} className="text-stone-400">
            {formatBrussels(entry.occurred_at, i18n.language, 'dateTimeSeconds')}
          </time>
          <span data-event-type={entry.type} className="text-gold-200">
            {eventLabel(t, entry.type)}
          </span>
          <span className="text-stone-200">{actorOf(entry.actor)}</span>
          <span className="text-stone-300">
            {entry.change !== undefined ? (
              <ChangeSummary change={entry.change} currency={fareCurrency(currency)} />
            ) : entry.note !== undefined ? (
              <span className="whitespace-pre-wrap text-ivory">{entry.note}</span>
            ) : entry.deleted ? (
              t('booking.deleted')
            ) : entry.status_before === null ? (
              tMain('labelled', { label: t('booking.created'), value: statusOf(entry.status_after) })
            ) : (
              <>
                {/* A status arrow only when the status moved: a change request or a note leaves it as it was. */}
                {entry.status_before !== entry.status_after ? (
                  <span data-status-change className="block">
                    {`${statusOf(entry.status_before)} → ${statusOf(entry.status_after)}`}
                  </span>
                ) : null}
                {/* Why it was cancelled (issue 17): staff-only, like the whole history. */}
                {entry.reason !== undefined ? (
                  <span className="block whitespace-pre-wrap text-ivory">
                    {t('booking.reason', { reason: entry.reason })}
                  </span>
                ) : null}
                {/* Whom an assignment named: the record's data, never translated. */}
                {entry.chauffeur !== undefined ? (
                  <span data-chauffeur translate="no" className="block text-ivory">
                    {entry.chauffeur}
                  </span>
                ) : null}
              </>
            )}
          </span>
        </li>
      ))}
    </ol>
  );
}

/** Whether a call of this query has failed (its retry included): the count is never reset. */
const failedOnce = (query: { failureCount: number; errorUpdateCount: number }) =>
  query.failureCount > 0 || query.errorUpdateCount > 0;

/** /admin/bookings/:id: the booking, its actions, and its full audit history (every event and its actor). */
export function BookingDetailPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('admin');
  const deletion = useDeletion(id);
  const booking = useBooking(id, deletion === null);
  // Asked for beside the booking, and the page drawn once both are known (with the history's heading): each
  // part drawn as it came pushed the ones below it down under the reader (layout shift 0.3 at 390 px).
  const changeRequests = useBookingChangeRequests(id);
  // Held up by their first answer only: once a call for them failed, the booking is shown without them
  // (the section, mounted, asks again: that must not hide the booking again).
  const waitingForRequests = changeRequests.isLoading && !failedOnce(changeRequests);
  const loading = (booking.isPending || waitingForRequests) && !booking.isError;
  const shown = loading ? undefined : booking.data;
  const reference = booking.data?.reference ?? '';
  useDocumentTitle(t('booking.title', { reference }));
  // Deleted here (its queries were removed, decision 276), or by someone else.
  const gone = deletion === 'done' || (booking.error instanceof ApiError && booking.error.status === 404);
  return (
    <>
      <Link to={adminPath('bookings')} className="text-sm text-gold-300 hover:underline">
        ← {t('nav.bookings')}
      </Link>
      <div className="mt-3">
        <AdminHeading title={t('booking.title', { reference })} />
      </div>
      {loading && !gone ? <LoadingState /> : null}
      {gone ? <EmptyState text={t('booking.notFound')} /> : null}
      {booking.isError && !gone ? (
        <ErrorState
          title={t('bookings.error')}
          error={booking.error}
          onRetry={() => void booking.refetch()}
        />
      ) : null}
      {shown ? (
        <>
          <BookingSummary booking={shown} />
          <BookingChangeRequests booking={shown} />
          <BookingNotes booking={shown} />
        </>
      ) : null}
      {/* Deleted here: its history is not asked for again (its page is left for the list). */}
      {deletion === 'done' || (loading && !gone) ? null : (
        <>
          <h2 className="mt-8 mb-3 font-display text-2xl font-semibold text-ivory">{t('booking.history')}</h2>
          <History id={id} currency={booking.data?.currency} />
        </>
      )}
    </>
  );
}
