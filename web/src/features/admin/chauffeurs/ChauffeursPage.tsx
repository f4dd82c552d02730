import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Chauffeur } from '@chauffeur/contracts';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { adminPath } from '../../../lib/paths';
import { useAdminChauffeurs } from '../api/queries';
import { AdminHeading, EmptyState, ErrorState, LoadingState } from '../ui/States';
import { languageList } from './language-names';
import { telHref } from '../../../lib/tel';

const COLUMNS = ['name', 'phone', 'email', 'languages', 'status'] as const;

function ActiveBadge({ active }: { active: boolean }) {
  const { t } = useTranslation('admin');
  return (
    <span
      className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${
        active ? 'bg-emerald-500/15 text-emerald-200' : 'bg-white/10 text-stone-300'
      }`}
    >
      {t(active ? 'chauffeurs.statusActive' : 'chauffeurs.statusInactive')}
    </span>
  );
}

/** /admin/chauffeurs (issue 17): every chauffeur by name, a table on wide screens and cards on phones. */
export function ChauffeursPage() {
  const { t, i18n } = useTranslation('admin');
  useDocumentTitle(t('chauffeurs.title'));
  const chauffeurs = useAdminChauffeurs();
  const add = (
    <Link to={adminPath('newChauffeur')} className="btn-gold min-h-10 px-4 text-xs">
      {t('chauffeurs.add')}
    </Link>
  );
  const rows = chauffeurs.data ?? [];
  const languages = (c: Chauffeur) => languageList(c.languages, i18n.language);
  return (
    <>
      <AdminHeading title={t('chauffeurs.title')}>{add}</AdminHeading>
      {chauffeurs.isPending ? <LoadingState /> : null}
      {chauffeurs.isError ? (
        <ErrorState title={t('chauffeurs.error')} onRetry={() => void chauffeurs.refetch()} />
      ) : null}
      {chauffeurs.data?.length === 0 ? <EmptyState text={t('chauffeurs.empty')}>{add}</EmptyState> : null}
      {rows.length > 0 ? (
        <>
          <div className="hidden overflow-x-auto rounded-md border border-white/10 lg:block">
            <table className="w-full text-left text-sm">
              <thead className="bg-ink-900 text-xs tracking-wider text-stone-400 uppercase">
                <tr>
                  {COLUMNS.map((c) => (
                    <th key={c} scope="col" className="px-3 py-3 font-semibold">
                      {t(`chauffeurs.columns.${c}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-white/5">
                {rows.map((c) => (
                  <tr key={c.id} data-chauffeur={c.id} className="align-top hover:bg-white/[0.02]">
                    <td className="px-3 py-3">
                      <Link
                        to={adminPath('chauffeur', c.id)}
                        className="font-semibold text-gold-200 hover:underline"
                      >
                        {c.name}
                      </Link>
                    </td>
                    <td className="px-3 py-3 whitespace-nowrap">
                      <a href={telHref(c.phone)} className="text-stone-200 hover:underline">
                        {c.phone}
                      </a>
                    </td>
                    <td className="px-3 py-3 break-words">
                      <a href={`mailto:${c.email}`} className="text-stone-200 hover:underline">
                        {c.email}
                      </a>
                    </td>
                    <td className="px-3 py-3 text-stone-300">{languages(c)}</td>
                    <td className="px-3 py-3">
                      <ActiveBadge active={c.active} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ul className="grid gap-3 lg:hidden">
            {rows.map((c) => (
              <li
                key={c.id}
                data-chauffeur={c.id}
                className="rounded-md border border-white/10 bg-ink-900 p-4"
              >
                <div className="flex items-center justify-between gap-2">
                  <Link
                    to={adminPath('chauffeur', c.id)}
                    className="font-semibold text-gold-200 hover:underline"
                  >
                    {c.name}
                  </Link>
                  <ActiveBadge active={c.active} />
                </div>
                <p className="mt-2 text-sm">
                  <a href={telHref(c.phone)} className="text-stone-200 underline">
                    {c.phone}
                  </a>
                </p>
                <p className="mt-1 text-sm break-words">
                  <a href={`mailto:${c.email}`} className="text-stone-200 underline">
                    {c.email}
                  </a>
                </p>
                <p className="mt-1 text-xs text-stone-400">{languages(c)}</p>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </>
  );
}
