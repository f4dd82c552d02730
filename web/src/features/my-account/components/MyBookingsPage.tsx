import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Trans, useTranslation } from 'react-i18next';
import { formatBrussels, type MyBooking } from '@chauffeur/contracts';
import { useAuthStore } from '../../auth';
import { PATHS } from '../../../lib/paths';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useFormat } from '../../../lib/useFormat';
import { useLanguageKey } from '../../../lib/useLanguageKey';
import { myBookingsRequest } from '../api/me-api';
import { registerMyAccountTexts } from '../i18n/register-my-account';
import { VerifyNotice } from './VerifyNotice';
import { changePasswordPath } from './account-paths';

registerMyAccountTexts();

export const MY_BOOKINGS_KEY = ['me', 'bookings'] as const;

/**
 * /account (issue 18 point 3): a signed-in customer's bookings, upcoming first then past, each
 * leading to its manage page. Until the address is verified a notice offers the link again: guest bookings
 * with the address appear only then.
 */
export function MyBookingsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('myAccount.bookings.title'));
  const status = useAuthStore((state) => state.status);
  const bookings = useQuery({
    // The places are in the page's language (decision 291): a switch of language asks again.
    ...useLanguageKey(MY_BOOKINGS_KEY),
    queryFn: ({ signal }) => myBookingsRequest(signal),
    enabled: status === 'signedIn',
  });

  return (
    <section className="px-5 py-12 sm:px-8 sm:py-16">
      <div className="mx-auto max-w-3xl">
        <div className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-3">
          <h1 className="font-display text-3xl font-semibold text-ivory sm:text-4xl">
            {t('myAccount.bookings.title')}
          </h1>
          {status === 'signedIn' ? (
            <Link
              to={changePasswordPath}
              className="inline-flex min-h-12 items-center text-gold-300 underline underline-offset-4"
            >
              {t('myAccount.password.link')}
            </Link>
          ) : null}
        </div>
        {status === 'signedOut' ? (
          <p className="mt-6 text-stone-300">
            {t('myAccount.bookings.signIn')}{' '}
            <Link
              to={`${PATHS.auth}?${new URLSearchParams({ redirect: PATHS.account })}`}
              className="text-gold-300 underline underline-offset-4"
            >
              {t('myAccount.bookings.signInAction')}
            </Link>
          </p>
        ) : null}
        {status === 'loading' || (status === 'signedIn' && bookings.isPending) ? (
          <p role="status" className="mt-6 text-stone-300">
            {t('myAccount.bookings.loading')}
          </p>
        ) : null}
        {bookings.isError ? (
          <div role="alert" className="mt-6 text-stone-200">
            <p>{t('myAccount.bookings.failed')}</p>
            <button type="button" className="btn-outline mt-3" onClick={() => void bookings.refetch()}>
              {t('myAccount.bookings.retry')}
            </button>
          </div>
        ) : null}
        {bookings.data ? (
          <>
            {bookings.data.email_verified ? null : <VerifyNotice />}
            {bookings.data.upcoming.length + bookings.data.past.length === 0 ? (
              <div className="mt-8 rounded-md border border-white/10 bg-ink-900/60 p-6 text-stone-300">
                <p>{t('myAccount.bookings.empty')}</p>
                <Link to={PATHS.reservation} className="btn-gold mt-4 inline-flex">
                  {t('myAccount.bookings.book')}
                </Link>
              </div>
            ) : (
              <>
                <BookingList
                  title={t('myAccount.bookings.upcoming')}
                  rows={bookings.data.upcoming}
                  empty={t('myAccount.bookings.noUpcoming')}
                />
                {bookings.data.past.length > 0 ? (
                  <BookingList title={t('myAccount.bookings.past')} rows={bookings.data.past} />
                ) : null}
              </>
            )}
          </>
        ) : null}
      </div>
    </section>
  );
}

function BookingList({ title, rows, empty }: { title: string; rows: MyBooking[]; empty?: string }) {
  return (
    <section className="mt-10">
      <h2 className="font-display text-2xl text-ivory">{title}</h2>
      {rows.length === 0 && empty ? <p className="mt-3 text-stone-400">{empty}</p> : null}
      <ul className="mt-4 space-y-3">
        {rows.map((row) => (
          <BookingRow key={row.id} row={row} />
        ))}
      </ul>
    </section>
  );
}

/** The pickup in Brussels time, where every ride is (DESIGN: the company works in Brussels). */
const pickupTime = (value: string, language: string) => formatBrussels(value, language, 'dateTime');

function BookingRow({ row }: { row: MyBooking }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <li>
      <Link
        to={row.manage_path}
        className="block rounded-md border border-white/10 bg-ink-900/60 p-4 transition hover:border-gold-400/60 focus-visible:border-gold-400 sm:p-5"
      >
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <time dateTime={row.scheduled_time} className="font-semibold text-ivory">
            {pickupTime(row.scheduled_time, format.language)}
          </time>
          <span className="rounded-full border border-gold-400/40 px-2.5 py-0.5 text-xs font-semibold text-gold-300">
            {t(`myAccount.bookings.status.${row.status}`)}
          </span>
        </div>
        <p className="mt-2 break-words text-stone-200">
          {row.pickup} <span aria-hidden="true">→</span>
          <span className="sr-only">,</span> {row.dropoff}
        </p>
        <div className="mt-2 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 text-sm text-stone-400">
          <span>
            {row.vehicle} ·{' '}
            <Trans
              t={t}
              i18nKey="myAccount.bookings.reference"
              values={{ reference: row.reference }}
              components={{ reference: <span translate="no" className="booking-reference" /> }}
            />
          </span>
          <span className="font-semibold text-ivory">{format.money(row.total_fare, row.currency)}</span>
        </div>
        <span className="mt-3 inline-block text-sm font-semibold text-gold-300 underline underline-offset-4">
          {t('myAccount.bookings.manage')}
        </span>
      </Link>
    </li>
  );
}
