import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useCustomers } from '../api/queries';
import { inputClass } from '../ui/Field';
import { AdminHeading, EmptyState, ErrorState, LoadingState } from '../ui/States';

/** /admin/customers (SPEC 2): search on e-mail (case-insensitive substring), ID as its first 8 characters. */
export function CustomersPage() {
  const { t, i18n } = useTranslation('admin');
  useDocumentTitle(t('customers.title'));
  const [q, setQ] = useState('');
  const query = useDebouncedValue(q.trim(), 250);
  const customers = useCustomers(query);
  return (
    <>
      <AdminHeading title={t('customers.title')} />
      <label className="mb-4 block max-w-md">
        <span className="sr-only">{t('customers.search')}</span>
        <input
          type="search"
          value={q}
          onChange={(e) => setQ(e.target.value)}
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
      {customers.data?.items.length === 0 ? <EmptyState text={t('customers.empty')} /> : null}
      {customers.data && customers.data.items.length > 0 ? (
        <div className="overflow-x-auto rounded-md border border-white/10">
          <table className="w-full min-w-[36rem] text-left text-sm">
            <thead className="bg-ink-900 text-xs tracking-wider text-stone-400 uppercase">
              <tr>
                <th scope="col" className="px-3 py-3">
                  {t('customers.id')}
                </th>
                <th scope="col" className="px-3 py-3">
                  {t('customers.email')}
                </th>
                <th scope="col" className="px-3 py-3">
                  {t('customers.role')}
                </th>
                <th scope="col" className="px-3 py-3">
                  {t('customers.created')}
                </th>
                <th scope="col" className="px-3 py-3 text-right">
                  {t('customers.bookings')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-white/5">
              {customers.data.items.map((c) => (
                <tr key={c.id}>
                  <td className="px-3 py-3 font-mono text-stone-400" title={c.id}>
                    {c.id.slice(0, 8)}
                  </td>
                  <td className="px-3 py-3 text-ivory">{c.email}</td>
                  <td className="px-3 py-3 text-stone-300">{t(`customers.roles.${c.role}`)}</td>
                  <td className="px-3 py-3 text-stone-300">
                    {new Date(c.created_at).toLocaleDateString(i18n.language)}
                  </td>
                  <td className="px-3 py-3 text-right text-ivory">{c.booking_count}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </>
  );
}
