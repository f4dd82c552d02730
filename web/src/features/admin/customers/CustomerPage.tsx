import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { formatBrussels, type CustomerBooking, type CustomerDetail } from '@chauffeur/contracts';
import { ApiError } from '../../../lib/api';
import { formatMoney } from '../../../lib/format';
import { adminPath } from '../../../lib/paths';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { StatusBadge } from '../bookings/StatusBadge';
import { AdminHeading, EmptyState, ErrorState, LoadingState } from '../ui/States';
import { mailHref, telHref, useCustomerText } from './customer-text';
import { useCustomer } from './queries';

/**
 * /admin/customers/:id (issue 17): one customer, `:id` being the opaque key the list links with (never the
 * e-mail, decision 125): how to reach them (`tel:`, `mailto:`), their figures, and their bookings.
 */
export function CustomerPage() {
  const { id: key = '' } = useParams();
  const { t } = useTranslation('admin');
  const customer = useCustomer(key);
  const title = customer.data ? customer.data.name || customer.data.email : t('customers.title');
  useDocumentTitle(title);
  // A key no customer has (a malformed one answers 400): the guest's bookings may all have been deleted.
  const gone =
    customer.error instanceof ApiError && (customer.error.status === 404 || customer.error.status === 400);
  return (
    <>
      <Link to={adminPath('customers')} className="text-sm text-gold-300 hover:underline">
        ← {t('customers.back')}
      </Link>
      <div className="mt-3">
        <AdminHeading title={title} />
      </div>
      {customer.isPending ? <LoadingState /> : null}
      {gone ? <EmptyState text={t('customers.notFound')} /> : null}
      {customer.isError && !gone ? (
        <ErrorState
          title={t('customers.error')}
          error={customer.error}
          onRetry={() => void customer.refetch()}
        />
      ) : null}
      {customer.data ? <Summary customer={customer.data} /> : null}
      {customer.data ? <Bookings customer={customer.data} /> : null}
    </>
  );
}

function Summary({ customer }: { customer: CustomerDetail }) {
  const { t } = useTranslation('admin');
  const text = useCustomerText(customer);
  return (
    <section className="rounded-md border border-white/10 bg-ink-900 p-5">
      {/* The buttons' capitals would misspell an address: the number and the e-mail stay as written. */}
      <div className="flex flex-wrap gap-3">
        {customer.phone ? (
          <a href={telHref(customer.phone)} className="btn-outline min-h-11 px-4 text-sm">
            {t('customers.call')} <span className="tracking-normal normal-case">{customer.phone}</span>
          </a>
        ) : null}
        <a href={mailHref(customer.email)} className="btn-outline min-h-11 px-4 text-sm break-all">
          {t('customers.mail')} <span className="tracking-normal normal-case">{customer.email}</span>
        </a>
      </div>
      <dl className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Detail label={t('customers.bookings')} value={String(customer.booking_count)} />
        <Detail label={t('customers.lastRide')} value={text.lastRide} />
        <Detail label={t('customers.spent')} value={text.spent} />
        <Detail
          label={t('customers.account')}
          value={
            customer.account
              ? `${text.accountId} · ${text.role} · ${t('customers.accountSince', { date: text.created })}`
              : t('customers.guestNote')
          }
        />
      </dl>
    </section>
  );
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-xs tracking-wider text-stone-400 uppercase">{label}</dt>
      <dd className="mt-0.5 text-sm text-ivory">{value}</dd>
    </div>
  );
}

function Bookings({ customer }: { customer: CustomerDetail }) {
  const { t } = useTranslation('admin');
  return (
    <section className="mt-8">
      <h2 className="mb-3 font-display text-2xl font-semibold text-ivory">{t('customers.bookingsTitle')}</h2>
      {customer.bookings.length === 0 ? <EmptyState text={t('customers.noBookings')} /> : null}
      {customer.bookings.length < customer.booking_count ? (
        <p className="mb-3 text-sm text-stone-400">
          {t('customers.latestOnly', { shown: customer.bookings.length, count: customer.booking_count })}
        </p>
      ) : null}
      <ul className="grid gap-3">
        {customer.bookings.map((booking) => (
          <BookingItem key={booking.id} booking={booking} />
        ))}
      </ul>
    </section>
  );
}

function BookingItem({ booking }: { booking: CustomerBooking }) {
  const { i18n } = useTranslation('admin');
  const when = formatBrussels(booking.scheduled_time, i18n.language, 'dateTime');
  return (
    <li
      data-booking={booking.id}
      className="grid gap-1 rounded-md border border-white/10 bg-ink-900 p-4 lg:grid-cols-[8rem_11rem_1fr_auto_auto] lg:items-center lg:gap-4"
    >
      <Link to={adminPath('booking', booking.id)} className="font-mono text-gold-300 hover:underline">
        {booking.reference}
      </Link>
      <span className="text-sm text-ivory">{when}</span>
      <span className="text-sm text-stone-300">
        {booking.pickup} → {booking.dropoff}
      </span>
      <span className="text-sm whitespace-nowrap text-ivory">
        {formatMoney(booking.total_fare, i18n.language, booking.currency)}
      </span>
      <span>
        <StatusBadge status={booking.status} />
      </span>
    </li>
  );
}
