import '../i18n/register';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { ManageBooking } from '@chauffeur/contracts';
import { Notice } from '../../../components/ui/Notice';
import { ApiError } from '../../../lib/api';
import { PATHS } from '../../../lib/paths';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useManagedBooking } from '../api/manage-api';
import { dateTime, money } from '../format';
import { BookAgain } from '../book-again/BookAgain';
import { AddToCalendar } from './AddToCalendar';
import { CallUs, CancelSection } from './CancelSection';
import { ChangeRequestPanel } from '../change/ChangeRequestPanel';
import { useChangeRequests } from '../change/change-requests-api';
import { ChauffeurCard } from './ChauffeurCard';
import { ContactSection } from './ContactSection';
import { Timeline } from './Timeline';
import { TripMap } from './TripMap';

/**
 * /booking/:token (issue 18 point 1): a customer's booking through the private link of their e-mails, no
 * account needed. Phone-first: status, then what they may do, then the ride. A link that is not valid (the
 * server answers the same 404 for a forged token and an unknown booking) says so and leads to the find form.
 */
/** The free-cancellation hours the server applied (pickup − `cancel_until`), for the change form's texts. */
const cutoffHoursOf = (booking: ManageBooking): number =>
  Math.round((Date.parse(booking.scheduled_time) - Date.parse(booking.cancel_until)) / 3_600_000);

export function ManageBookingPage({ token }: { token: string }) {
  const { t } = useTranslation('manage');
  useDocumentTitle(t('title'));
  const booking = useManagedBooking(token);
  // Asked for beside the booking, and the page drawn once both are known: the change section drawn after
  // the rest pushed the timeline and the trip down under the reader (layout shift 0.17 at 390 px).
  const changes = useChangeRequests(token);
  const changeable = booking.data?.status === 'pending' || booking.data?.status === 'confirmed';

  // Held up by their first answer only: once a call for them failed, the booking is shown without them
  // (the panel, mounted, asks again: that must not hide the booking again).
  const waitingForChanges =
    changeable && changes.isPending && changes.failureCount === 0 && changes.errorUpdateCount === 0;

  if (booking.isPending || waitingForChanges)
    return (
      <TitledFrame>
        <p role="status" className="mt-4 text-stone-300">
          {t('loading')}
        </p>
      </TitledFrame>
    );
  if (booking.isError) {
    const invalid = booking.error instanceof ApiError && booking.error.status === 404;
    if (invalid) return <InvalidLink />;
    return (
      <TitledFrame>
        <div role="alert" className="mt-4">
          <p className="text-stone-300">{t('error')}</p>
          <button type="button" onClick={() => void booking.refetch()} className="btn-gold mt-3 min-h-11">
            {t('retry')}
          </button>
        </div>
      </TitledFrame>
    );
  }
  return <BookingView token={token} booking={booking.data} />;
}

/** A link that names no booking (forged, mistyped, or its booking deleted): says so, leads to the find form. */
export function InvalidLink() {
  const { t } = useTranslation('manage');
  return (
    <Frame>
      <Notice tone="error" title={t('invalidTitle')} level={1}>
        <p>{t('invalidBody')}</p>
        <Link to={PATHS.findBooking} className="btn-gold mt-5 inline-flex min-h-11 items-center">
          {t('findLink')}
        </Link>
      </Notice>
    </Frame>
  );
}

function Frame({ children }: { children: ReactNode }) {
  return <section className="mx-auto w-full max-w-5xl px-4 py-10 sm:px-8">{children}</section>;
}

/**
 * The page's frame before its booking is known (loading, or a failed request): the page's title as its heading,
 * so the heading paints at once (the pre-rendered page is this frame), not once the booking's status is loaded.
 */
function TitledFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation('manage');
  return (
    <Frame>
      <h1 className="font-display text-3xl font-semibold text-ivory sm:text-4xl">{t('title')}</h1>
      {children}
    </Frame>
  );
}

function BookingView({ token, booking }: { token: string; booking: ManageBooking }) {
  const { t, i18n } = useTranslation('manage');
  const cancelledBy = booking.cancellation
    ? t(booking.cancellation.by === 'you' ? 'cancelledByYou' : 'cancelledByCompany', {
        when: dateTime(booking.cancellation.at, i18n.language),
      })
    : null;
  return (
    <Frame>
      <header>
        <p className="eyebrow">
          {t('reference')}{' '}
          <span translate="no" className="booking-reference font-mono text-ivory">
            {booking.reference}
          </span>
        </p>
        <h1 className="mt-2 font-display text-3xl font-semibold text-ivory sm:text-4xl" data-testid="status">
          {t(`status.${booking.status}`)}
        </h1>
        <p className="mt-2 text-stone-300">{dateTime(booking.scheduled_time, i18n.language)}</p>
        <AddToCalendar token={token} booking={booking} />
        {booking.status === 'in_progress' ? (
          <p role="status" className="mt-3 font-semibold text-gold-300">
            {t('onTheWay')}
          </p>
        ) : null}
        {cancelledBy ? <p className="mt-3 text-stone-300">{cancelledBy}</p> : null}
      </header>

      <div className="mt-8 grid gap-6 lg:grid-cols-[1fr_1.2fr]">
        <div className="grid content-start gap-6">
          <ChauffeurCard booking={booking} />
          <CancelSection token={token} booking={booking} />
          {booking.status === 'pending' || booking.status === 'confirmed' ? (
            <ChangeRequestPanel
              token={token}
              booking={booking}
              cutoffPassed={!booking.can_cancel}
              cutoffHours={cutoffHoursOf(booking)}
              maxPassengers={booking.vehicle.max_passengers ?? undefined}
              maxLuggage={booking.vehicle.max_luggage ?? undefined}
            />
          ) : null}
          <ContactSection token={token} booking={booking} />
          {booking.status === 'completed' ? <AfterRide token={token} /> : null}
          <BookAgain booking={booking} />
          <Timeline booking={booking} />
        </div>
        <div className="grid content-start gap-6">
          <Route booking={booking} />
          <Details booking={booking} />
          <section className="rounded-md border border-white/10 bg-ink-900 p-5">
            <p className="text-sm text-stone-300">{t('questions')}</p>
            <CallUs booking={booking} />
          </section>
        </div>
      </div>
    </Frame>
  );
}

function Route({ booking }: { booking: ManageBooking }) {
  const { t } = useTranslation('manage');
  const place = (label: string, where: ManageBooking['pickup']) => (
    <div>
      <dt className="text-xs tracking-wider text-stone-400 uppercase">{label}</dt>
      <dd className="mt-0.5 text-ivory">
        {where.address}
        {where.address_line ? <span className="block text-stone-300">{where.address_line}</span> : null}
      </dd>
    </div>
  );
  return (
    <section aria-labelledby="manage-route" className="grid gap-4">
      <h2 id="manage-route" className="eyebrow">
        {t('routeTitle')}
      </h2>
      <dl className="grid gap-3 rounded-md border border-white/10 bg-ink-900 p-5">
        {place(t('pickup'), booking.pickup)}
        {place(t('dropoff'), booking.dropoff)}
        {booking.is_round_trip ? <p className="text-sm text-gold-300">{t('roundTrip')}</p> : null}
      </dl>
      <TripMap booking={booking} />
    </section>
  );
}

function Details({ booking }: { booking: ManageBooking }) {
  const { t, i18n } = useTranslation('manage');
  const rows: [string, string][] = [
    [t('when'), `${dateTime(booking.scheduled_time, i18n.language)} (${t('brusselsTime')})`],
    [t('vehicle'), booking.vehicle.name],
    [t('passengers'), String(booking.passenger_count)],
    [t('luggage'), String(booking.luggage_count)],
    ...(booking.flight_number ? [[t('flight'), booking.flight_number] as [string, string]] : []),
    [t('price'), money(booking.total_fare, i18n.language, booking.currency)],
  ];
  return (
    <section aria-labelledby="manage-details" className="rounded-md border border-white/10 bg-ink-900 p-5">
      <h2 id="manage-details" className="eyebrow mb-3">
        {t('detailsTitle')}
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-stone-400">{label}</dt>
            <dd className="text-ivory">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** A completed ride: the rating page (the thank-you e-mail's link) and the receipt, under the same token. */
function AfterRide({ token }: { token: string }) {
  const { t } = useTranslation('manage');
  const base = `${PATHS.findBooking}/${encodeURIComponent(token)}`;
  return (
    <section aria-labelledby="after-ride" className="rounded-md border border-white/10 bg-ink-900 p-5">
      <h2 id="after-ride" className="eyebrow mb-2">
        {t('afterRideTitle')}
      </h2>
      <div className="mt-2 flex flex-wrap gap-3">
        <Link to={`${base}/rate`} className="btn-gold inline-flex min-h-11 items-center">
          {t('rateLink')}
        </Link>
        <Link to={`${base}/receipt`} className="btn-outline inline-flex min-h-11 items-center">
          {t('receiptLink')}
        </Link>
      </div>
    </section>
  );
}
