import { formatBrussels, MESSAGE_FILTERS, type MessageFilter } from '@chauffeur/contracts';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useMessages } from '../api/queries';
import { adminPath } from '../../../lib/paths';
import { LabelledValue } from '../ui/LabelledValue';
import { AdminHeading, EmptyState, ErrorState, LoadingState } from '../ui/States';
import { AnsweredMark } from './AnsweredMark';
import { useMarkAnswered } from './useMarkAnswered';
import { useMessagesFilter } from './useMessagesFilter';
import { useFocusWhenMarkedAway } from './useFocusWhenMarkedAway';
import { telHref } from '../../../lib/tel';

/** The empty list's text under each filter. */
const EMPTY_TEXT = {
  all: 'messages.empty',
  waiting: 'messages.emptyWaiting',
  answered: 'messages.emptyAnswered',
} as const;

/**
 * /admin/messages: the contact form's messages, newest first (each also raised a notification), each with its
 * answered mark, and a filter by it kept in the URL (decision 326).
 */
export function MessagesPage() {
  const { t, i18n } = useTranslation('admin');
  useDocumentTitle(t('messages.title'));
  const { status, setStatus } = useMessagesFilter();
  const messages = useMessages(status);
  const mark = useMarkAnswered();
  const pressedId = mark.variables?.row.id;
  const shownIds = useMemo(() => messages.data?.items.map((m) => m.id), [messages.data]);
  const filter = useFocusWhenMarkedAway<HTMLSelectElement>(shownIds, pressedId);
  return (
    <>
      <Link to={adminPath('notifications')} className="text-sm text-gold-300 hover:underline">
        ← {t('notifications.title')}
      </Link>
      <div className="mt-3">
        <AdminHeading title={t('messages.title')}>
          <label className="flex flex-col gap-1 text-xs text-stone-300">
            {t('messages.show')}
            <select
              ref={filter}
              value={status ?? ''}
              onChange={(event) => setStatus((event.target.value || undefined) as MessageFilter | undefined)}
              className="rounded-sm border border-white/15 bg-ink-900 px-3 py-2 text-sm text-ivory"
            >
              <option value="">{t('messages.filters.all')}</option>
              {MESSAGE_FILTERS.map((filter) => (
                <option key={filter} value={filter}>
                  {t(`messages.filters.${filter}`)}
                </option>
              ))}
            </select>
          </label>
        </AdminHeading>
      </div>
      {messages.isPending ? <LoadingState /> : null}
      {messages.isError ? (
        <ErrorState
          title={t('messages.error')}
          error={messages.error}
          onRetry={() => void messages.refetch()}
        />
      ) : null}
      {messages.data?.items.length === 0 ? <EmptyState text={t(EMPTY_TEXT[status ?? 'all'])} /> : null}
      <ul className="grid gap-3">
        {messages.data?.items.map((m) => (
          <li key={m.id} className="rounded-md border border-white/10 bg-ink-900 p-4">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <p className="text-sm text-ivory">
                <LabelledValue label={t('messages.from')} labelClassName="text-stone-400">
                  <strong>{m.name}</strong>
                </LabelledValue>{' '}
                ·{' '}
                <a href={`mailto:${m.email}`} className="text-gold-300 hover:underline">
                  {m.email}
                </a>{' '}
                ·{' '}
                <a href={telHref(m.phone)} className="text-gold-300 hover:underline">
                  {m.phone}
                </a>
              </p>
              <time dateTime={m.received_at} className="text-xs text-stone-400">
                {formatBrussels(m.received_at, i18n.language, 'dateTime')}
              </time>
            </div>
            <p className="mt-2 text-sm whitespace-pre-line text-stone-300">{m.message}</p>
            <AnsweredMark
              row={m}
              // Every mark waits while one is sent (as the dispatch candidates, decision 330): the button
              // pressed is then free again only once its list is read, so it never sends its mark twice at
              // a revision already used (a 409 "someone else" that was this admin).
              busy={mark.isPending}
              pressed={pressedId === m.id}
              onMark={(answered) => mark.mutate({ row: m, answered })}
            />
          </li>
        ))}
      </ul>
    </>
  );
}
