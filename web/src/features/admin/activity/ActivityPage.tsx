import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { formatBrussels, localize, type ActivityEntry } from '@chauffeur/contracts';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { currentLanguage } from '../../../i18n';
import { inputClass } from '../ui/Field';
import { Pager } from '../ui/Pager';
import { AdminHeading, EmptyState, ErrorState, LoadingState } from '../ui/States';
import { actorText, eventLabel, kindLabel } from '../ui/history-text';
// Through `admin/`: the lint rule takes a bare `../projections/` for the projections package.
import { ReadModelNotice } from '../../admin/projections/ReadModelNotice';
import { useActivity } from './queries';
import { recordLink } from './record-links';

function Entry({ entry }: { entry: ActivityEntry }) {
  const { t, i18n } = useTranslation('admin');
  const link = recordLink(entry);
  // The record: its kind, and its name where the log gives one (a booking's reference, a chauffeur's name,
  // an account's e-mail, a blog post's title or a homepage figure's label in the admin's language, else
  // English: `localize`, the rule of every text the company writes in several), else the start of its id
  // (as the lists show ids) when it is one of many.
  const id =
    entry.name === undefined
      ? entry.aggregate_id.slice(0, 8)
      : typeof entry.name === 'string'
        ? entry.name
        : localize(entry.name, currentLanguage());
  const record = `${kindLabel(t, entry.kind)}${id ? ` ${id}` : ''}`;
  return (
    <li
      data-activity-kind={entry.kind}
      className="grid gap-1 p-4 text-sm sm:grid-cols-[11rem_1fr_1fr] sm:gap-4 lg:grid-cols-[11rem_1fr_1fr_1fr]"
    >
      <time dateTime={entry.occurred_at} className="text-stone-400">
        {formatBrussels(entry.occurred_at, i18n.language, 'dateTimeSeconds')}
      </time>
      <span data-event-type={entry.type} className="font-medium text-gold-200">
        {eventLabel(t, entry.type)}
      </span>
      <span>
        {link ? (
          <Link to={link} className="text-gold-300 underline-offset-2 hover:underline">
            {record}
          </Link>
        ) : (
          <span className="text-stone-300">{record}</span>
        )}
      </span>
      <span className="break-words text-stone-300 sm:col-start-2 lg:col-start-auto">
        {t('audit.by')} {actorText(t, entry.actor)}
      </span>
    </li>
  );
}

/** The read model the feed is read from. */
const ACTIVITY_MODELS = ['activity'];

/**
 * /admin/activity (issue 17): what staff and the system did on every record, newest first, filtered by kind
 * of record, paged. Each line links to the record, whose history panel tells which fields changed.
 */
export function ActivityPage() {
  const { t } = useTranslation('admin');
  useDocumentTitle(t('activity.title'));
  const [kind, setKind] = useState('');
  const [page, setPage] = useState(0);
  const activity = useActivity(kind, page);
  return (
    <>
      <AdminHeading title={t('activity.title')} />
      <p className="-mt-3 mb-4 text-sm text-stone-400">{t('activity.intro')}</p>
      <ReadModelNotice models={ACTIVITY_MODELS} />
      <label className="mb-4 block max-w-xs">
        <span className="mb-1 block text-xs tracking-wider text-stone-400 uppercase">
          {t('activity.kind')}
        </span>
        <select
          value={kind}
          onChange={(e) => {
            setKind(e.target.value);
            setPage(0);
          }}
          className={inputClass}
        >
          <option value="">{t('activity.allKinds')}</option>
          {(activity.data?.kinds ?? (kind ? [kind] : [])).map((name) => (
            <option key={name} value={name}>
              {kindLabel(t, name)}
            </option>
          ))}
        </select>
      </label>
      {activity.isPending ? <LoadingState /> : null}
      {activity.isError ? (
        <ErrorState
          title={t('activity.error')}
          error={activity.error}
          onRetry={() => void activity.refetch()}
        />
      ) : null}
      {activity.data?.items.length === 0 ? <EmptyState text={t('activity.empty')} /> : null}
      {activity.data && activity.data.items.length > 0 ? (
        <>
          <ol
            data-testid="activity"
            className="divide-y divide-white/5 rounded-md border border-white/10 bg-ink-900"
          >
            {activity.data.items.map((entry) => (
              <Entry key={entry.id} entry={entry} />
            ))}
          </ol>
          <Pager page={page} total={activity.data.total} onPage={setPage} />
        </>
      ) : null}
    </>
  );
}
