import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '../../../components/confirm/BusyButton';
import type { QueryKey } from '@tanstack/react-query';
import { formatBrussels, type AuditEntry } from '@chauffeur/contracts';
import { ApiError } from '../../../lib/api';
import { useAuditHistory, useCompanyCurrency } from '../api/queries';
import { EmptyState, ErrorState, LoadingState } from './States';
import { actorText, changeParts, eventLabel, fieldLabel, shownChange, valueLanguage } from './history-text';

const PAGE = 20;
/** The most the server answers at once (contracts' auditHistoryQuerySchema). */
const MOST = 200;

function Entry({ entry }: { entry: AuditEntry }) {
  const { t, i18n } = useTranslation('admin');
  const currency = useCompanyCurrency();
  const changes = entry.changes.filter(shownChange);
  return (
    // Focusable by script only: the first older change takes the keyboard when the last page is shown.
    <li tabIndex={-1} className="grid gap-1 p-4 text-sm sm:grid-cols-[13rem_1fr] sm:gap-4">
      <div className="flex flex-col gap-0.5">
        <time dateTime={entry.occurred_at} className="text-stone-400">
          {formatBrussels(entry.occurred_at, i18n.language, 'dateTimeSeconds')}
        </time>
        <span className="text-xs break-words text-stone-300">
          {t('audit.by')} {actorText(t, entry.actor)}
        </span>
      </div>
      <div className="min-w-0">
        <span data-event-type={entry.type} className="font-medium text-gold-200">
          {eventLabel(t, entry.type)}
        </span>
        {changes.length === 0 ? null : (
          <ul className="mt-1 space-y-0.5 text-stone-300">
            {changes.map((change) => (
              <li key={change.field} className="break-words">
                <span className="text-stone-400">
                  {t('audit.fieldName', { field: fieldLabel(t, change.field) })}{' '}
                </span>
                <span className="text-ivory">
                  {changeParts(t, change, i18n.language, currency).map((part, index) =>
                    typeof part === 'string' ? (
                      part
                    ) : (
                      // The record's own data, as stored: never translated, in its language when known.
                      <code
                        key={index}
                        translate="no"
                        lang={valueLanguage(change.field)}
                        className="font-sans"
                      >
                        {part.value}
                      </code>
                    ),
                  )}
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </li>
  );
}

/**
 * The history of any record (issue 17): who changed what and when, newest first, read from the record's
 * stream. One line on a page: `<HistoryPanel stream={vehicleStream(id)} under={adminKeys.vehicles} />`;
 * `under` is the page's query key, so that what refreshes the record refreshes its history.
 */
export function HistoryPanel({ stream, under }: { stream: string; under: QueryKey }) {
  const { t } = useTranslation('admin');
  const headingId = useId();
  const [limit, setLimit] = useState(PAGE);
  const history = useAuditHistory(stream, under, limit);
  // A record never changed (the settings' defaults) has an empty history; a 404 (no such record) is told
  // the same way.
  const never = history.error instanceof ApiError && history.error.status === 404;
  const more = !!history.data && history.data.total > history.data.items.length && limit < MOST;
  // How many changes were shown when "Show older changes" was pressed. Once the last page is shown the
  // button goes, and with it the keyboard (to the page's body): it goes on to the first older change.
  const list = useRef<HTMLOListElement>(null);
  const shownWhenPressed = useRef<number | null>(null);
  useEffect(() => {
    if (shownWhenPressed.current === null || more || history.isFetching) return;
    const first = list.current?.children[shownWhenPressed.current];
    shownWhenPressed.current = null;
    if (document.activeElement === document.body && first instanceof HTMLElement) first.focus();
  }, [more, history.isFetching]);
  return (
    <section aria-labelledby={headingId} data-testid="history-panel" className="mt-10">
      <h2 id={headingId} className="font-display text-2xl font-semibold text-ivory">
        {t('audit.title')}
      </h2>
      <p className="mt-1 mb-3 text-sm text-stone-400">{t('audit.intro')}</p>
      {history.isPending ? (
        <LoadingState />
      ) : never || (history.data && history.data.items.length === 0) ? (
        <EmptyState text={t('audit.empty')} />
      ) : history.isError ? (
        <ErrorState title={t('audit.error')} error={history.error} onRetry={() => void history.refetch()} />
      ) : (
        <>
          <ol ref={list} className="divide-y divide-white/5 rounded-md border border-white/10 bg-ink-900">
            {history.data.items.map((entry) => (
              <Entry key={entry.position} entry={entry} />
            ))}
          </ol>
          {more ? (
            <BusyButton
              className="btn-outline mt-3 min-h-9 px-4 text-xs aria-disabled:opacity-50"
              busy={history.isFetching}
              onClick={() => {
                shownWhenPressed.current = history.data.items.length;
                setLimit((shown) => Math.min(MOST, shown + PAGE));
              }}
            >
              {t('audit.more')}
            </BusyButton>
          ) : null}
        </>
      )}
    </section>
  );
}
