import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { CustomerRow } from '@chauffeur/contracts';
import { adminPath } from '../../../lib/paths';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { Pager } from '../ui/Pager';
import { inputClass } from '../ui/Field';
import { AdminHeading, EmptyState, ErrorState, LoadingState } from '../ui/States';
import { mailHref, telHref, useCustomerText } from './customer-text';
import { useCustomers } from './queries';

/**
 * /admin/customers (SPEC 2, issue 17): everyone who booked or signed up, one per e-mail, latest activity
 * first; search on name, e-mail and phone; SPEC's account columns (ID as its first 8 characters, created).
 * A table from 1024 px, cards below.
 */
export function CustomersPage() {
  const { t } = useTranslation('admin');
  useDocumentTitle(t('customers.title'));
  const [q, setQ] = useState('');
  const [page, setPage] = useState(0);
  const query = useDebouncedValue(q.trim(), 250);
  const customers = useCustomers(query, page);
  const total = customers.data?.total ?? 0;
  return (
    <>
      <AdminHeading title={t('customers.title')} />
      <label className="mb-4 block max-w-md">
        <span className="sr-only">{t('customers.search')}</span>
        <input
          type="search"
          value={q}
          onChange={(e) => {
            setQ(e.target.value);
            setPage(0);
          }}
          placeholder={t('customers.search')}
          className={inputClass}
        />
      </label>
      {customers.isPending ? <LoadingState /> : null}
      {customers.isError ? (
        <ErrorState
          title={t('customers.error')}
          error={customers.error}
          onRetry={() => void customers.refetch()}
        />
      ) : null}
      {customers.data?.items.length === 0 ? (
        <EmptyState text={query ? t('customers.empty') : t('customers.none')} />
      ) : null}
      {customers.data && customers.data.items.length > 0 ? (
        <>
          <p className="mb-3 text-sm text-stone-400">{t('customers.total', { count: total })}</p>
          <CustomerTable rows={customers.data.items} />
          <Pager page={page} total={total} onPage={setPage} />
        </>
      ) : null}
    </>
  );
}

const COLUMNS = ['name', 'email', 'phone', 'bookings', 'lastRide', 'spent', 'id', 'created'] as const;
/** Figures read best right-aligned. */
const NUMERIC = new Set<string>(['bookings', 'spent']);

function CustomerTable({ rows }: { rows: CustomerRow[] }) {
  const { t } = useTranslation('admin');
  return (
    <>
      <div className="hidden overflow-x-auto rounded-md border border-white/10 lg:block">
        <table className="w-full text-left text-sm">
          <thead className="bg-ink-900 text-xs tracking-wider text-stone-400 uppercase">
            <tr>
              {COLUMNS.map((c) => (
                <th
                  key={c}
                  scope="col"
                  className={`px-3 py-3 font-semibold ${NUMERIC.has(c) ? 'text-right' : ''}`}
                >
                  {t(`customers.${c}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-white/5">
            {rows.map((c) => (
              <Row key={c.key} customer={c} />
            ))}
          </tbody>
        </table>
      </div>
      <ul className="grid gap-3 lg:hidden">
        {rows.map((c) => (
          <Card key={c.key} customer={c} />
        ))}
      </ul>
    </>
  );
}

function Row({ customer }: { customer: CustomerRow }) {
  const text = useCustomerText(customer);
  return (
    <tr data-customer={customer.key} className="align-top hover:bg-white/[0.02]">
      <td className="px-3 py-3">
        <Link
          to={adminPath('customer', customer.key)}
          className="text-gold-300 underline-offset-2 hover:underline"
        >
          {text.name}
        </Link>
      </td>
      <td className="max-w-56 px-3 py-3 break-words">
        <a href={mailHref(customer.email)} className="text-ivory underline-offset-2 hover:underline">
          {customer.email}
        </a>
      </td>
      <td className="px-3 py-3 whitespace-nowrap">
        {customer.phone ? (
          <a href={telHref(customer.phone)} className="text-stone-300 underline-offset-2 hover:underline">
            {customer.phone}
          </a>
        ) : (
          <span className="text-stone-400">—</span>
        )}
      </td>
      <td className="px-3 py-3 text-right text-ivory">{customer.booking_count}</td>
      <td className="px-3 py-3 whitespace-nowrap text-stone-300">{text.lastRide}</td>
      <td className="px-3 py-3 text-right whitespace-nowrap text-ivory">{text.spent}</td>
      <td className="px-3 py-3">
        {text.accountId ? (
          <span className="font-mono text-stone-300" title={customer.account?.id}>
            {text.accountId}
          </span>
        ) : null}
        <span className="block text-xs text-stone-400">{text.role}</span>
      </td>
      <td className="px-3 py-3 whitespace-nowrap text-stone-300">{text.created}</td>
    </tr>
  );
}

function Card({ customer }: { customer: CustomerRow }) {
  const { t } = useTranslation('admin');
  const text = useCustomerText(customer);
  return (
    <li data-customer={customer.key} className="rounded-md border border-white/10 bg-ink-900 p-4">
      <div className="flex items-start justify-between gap-2">
        <Link to={adminPath('customer', customer.key)} className="font-semibold text-gold-300">
          {text.name}
        </Link>
        <span className="text-xs text-stone-400">
          {text.accountId ? <span className="font-mono">{text.accountId} · </span> : null}
          {text.role}
        </span>
      </div>
      <p className="mt-2 text-sm break-words">
        <a href={mailHref(customer.email)} className="text-ivory">
          {customer.email}
        </a>
        {customer.phone ? (
          <>
            {' · '}
            <a href={telHref(customer.phone)} className="whitespace-nowrap text-stone-300">
              {customer.phone}
            </a>
          </>
        ) : null}
      </p>
      <dl className="mt-2 grid grid-cols-3 gap-2 text-sm">
        <Figure label={t('customers.bookings')} value={String(customer.booking_count)} />
        <Figure label={t('customers.lastRide')} value={text.lastRide} />
        <Figure label={t('customers.spent')} value={text.spent} />
      </dl>
      {customer.account ? (
        <p className="mt-2 text-xs text-stone-400">{t('customers.accountSince', { date: text.created })}</p>
      ) : null}
    </li>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-xs text-stone-400">{label}</dt>
      <dd className="text-ivory">{value}</dd>
    </div>
  );
}
