import { useTranslation } from 'react-i18next';
import {
  formatBrussels,
  type ProjectionsOverview,
  type ProjectionStatus,
  type ReactorStatus,
} from '@chauffeur/contracts';
import { formatNumber } from '../../../lib/intl';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { AdminHeading, EmptyState, ErrorState, LoadingState } from '../ui/States';
import { ProjectionStateBadge, ReactorStateBadge } from './ProjectionStateBadge';
import { RebuildControl, RebuildProgress } from './RebuildControl';
import { useProjections } from './useProjections';
import { useModelName } from './useModelName';
import { lagParts } from './lag-duration';

/** The name an operator types on the command line, beside the translated one: an identifier, never translated. */
function TechnicalName({ name }: { name: string }) {
  const { t } = useTranslation('admin');
  return (
    <code
      translate="no"
      title={t('projections.technicalName')}
      className="mt-0.5 block font-mono text-[11px] font-normal text-stone-500"
    >
      {name}
    </code>
  );
}

/** The figures of one projection in the admin's language and number format. */
function useFigures() {
  const { t, i18n } = useTranslation('admin');
  const language = i18n.language;
  const position = (value: string | null) => (value === null ? t('projections.none') : value);
  return {
    checkpoint: (s: ProjectionStatus) => position(s.checkpoint),
    head: (s: ProjectionStatus) => position(s.head),
    lag: (s: ProjectionStatus) =>
      t('projections.lagValue', {
        count: s.lag_events,
        events: formatNumber(s.lag_events, language),
        duration: lagParts(s.lag_ms)
          .map((part) =>
            t(`projections.lagUnits.${part.unit}`, {
              value: formatNumber(part.value, language, part.decimals),
            }),
          )
          .join(' '),
      }),
    version: (s: ProjectionStatus) =>
      s.version === undefined ? t('projections.none') : formatNumber(s.version, language),
    time: (iso: string) => formatBrussels(iso, language, 'dateTimeSeconds'),
    count: (value: number) => formatNumber(value, language),
  };
}

/** The last error, folded: its message first, the event and time on opening. */
function LastError({ status }: { status: ProjectionStatus }) {
  const { t } = useTranslation('admin');
  const figures = useFigures();
  // A failed rebuild asked for leaves the model live, serving its previous tables: its reason is shown here.
  const error = status.error ?? status.rebuild_failed;
  if (!error) return <span className="text-stone-500">{t('projections.none')}</span>;
  return (
    <details className="max-w-sm text-xs">
      <summary className="cursor-pointer text-rose-200 hover:underline">{t('projections.showError')}</summary>
      <p className="mt-1 break-words text-stone-200">{error.message}</p>
      {error.event_type && error.position ? (
        <p className="mt-1 text-stone-400">
          {t('projections.errorEvent', { type: error.event_type, position: error.position })}
        </p>
      ) : null}
      <p className="mt-1 text-stone-400">{t('projections.errorAt', { time: figures.time(error.at) })}</p>
    </details>
  );
}

/** Under the state: a failed rebuild, which leaves the model live (its reason is in the last error). */
function RebuildFailedNote({ status }: { status: ProjectionStatus }) {
  const { t } = useTranslation('admin');
  if (!status.rebuild_failed || status.state === 'rebuilding') return null;
  return <p className="mt-2 text-xs text-rose-200">{t('projections.lastRebuildFailed')}</p>;
}

function StateCell({ status }: { status: ProjectionStatus }) {
  return (
    <>
      <ProjectionStateBadge state={status.state} />
      {status.state === 'rebuilding' ? <RebuildProgress status={status} /> : null}
      <RebuildFailedNote status={status} />
    </>
  );
}

const COLUMNS = ['name', 'state', 'checkpoint', 'head', 'lag', 'version', 'lastError', 'actions'] as const;

function ProjectionsTable({ items, onRequested }: { items: ProjectionStatus[]; onRequested: () => void }) {
  const { t } = useTranslation('admin');
  const figures = useFigures();
  const label = useModelName();
  return (
    <div className="hidden overflow-x-auto rounded-md border border-white/10 lg:block">
      <table className="w-full text-left text-sm" data-testid="projections-table">
        <thead className="border-b border-white/10 bg-ink-900 text-xs tracking-wide text-stone-400 uppercase">
          <tr>
            {COLUMNS.map((key) => (
              <th key={key} scope="col" className="px-4 py-3 font-semibold">
                {t(`projections.${key}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-white/5">
          {items.map((status) => (
            <tr key={status.name} data-projection={status.name} className="align-top">
              <th scope="row" className="px-4 py-3 font-semibold text-ivory">
                {label(status.name)}
                <TechnicalName name={status.name} />
              </th>
              <td className="px-4 py-3">
                <StateCell status={status} />
              </td>
              <td className="px-4 py-3 tabular-nums text-stone-300">{figures.checkpoint(status)}</td>
              <td className="px-4 py-3 tabular-nums text-stone-300">{figures.head(status)}</td>
              <td className="px-4 py-3 tabular-nums whitespace-nowrap text-stone-300">
                {figures.lag(status)}
              </td>
              <td className="px-4 py-3 tabular-nums text-stone-300">{figures.version(status)}</td>
              <td className="px-4 py-3">
                <LastError status={status} />
              </td>
              <td className="px-4 py-3">
                <RebuildControl status={status} onRequested={onRequested} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Below 1024 px: one card per projection, the same figures as a list of terms. */
function ProjectionCards({ items, onRequested }: { items: ProjectionStatus[]; onRequested: () => void }) {
  const { t } = useTranslation('admin');
  const figures = useFigures();
  const label = useModelName();
  const rows = (status: ProjectionStatus) =>
    [
      ['checkpoint', figures.checkpoint(status)],
      ['head', figures.head(status)],
      ['lag', figures.lag(status)],
      ['version', figures.version(status)],
    ] as const;
  return (
    <ul className="grid gap-3 lg:hidden" data-testid="projections-cards">
      {items.map((status) => (
        <li
          key={status.name}
          data-projection={status.name}
          className="rounded-md border border-white/10 bg-ink-900 p-4"
        >
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 className="text-sm font-semibold text-ivory">
              {label(status.name)}
              <TechnicalName name={status.name} />
            </h2>
            <ProjectionStateBadge state={status.state} />
          </div>
          {status.state === 'rebuilding' ? <RebuildProgress status={status} /> : null}
          <RebuildFailedNote status={status} />
          <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-xs">
            {rows(status).map(([key, value]) => (
              <div key={key}>
                <dt className="text-stone-500">{t(`projections.${key}`)}</dt>
                <dd className="tabular-nums text-stone-200">{value}</dd>
              </div>
            ))}
          </dl>
          {status.error || status.rebuild_failed ? (
            <div className="mt-3">
              <LastError status={status} />
            </div>
          ) : null}
          <div className="mt-3">
            <RebuildControl status={status} onRequested={onRequested} />
          </div>
        </li>
      ))}
    </ul>
  );
}

/**
 * A store whose health check fails (a file cut short, a damaged page): its read models can still all say
 * "live", so the page says first what cannot be trusted, with the server's reason as it reports it.
 */
function FailingStores({ stores }: { stores: ProjectionsOverview['stores'] }) {
  const { t } = useTranslation('admin');
  const failing = stores ? (['event_store', 'read_store'] as const).filter((key) => !stores[key].ok) : [];
  if (!stores || failing.length === 0) return null;
  return (
    <div
      role="alert"
      className="mb-6 space-y-2 rounded-md border border-red-400/30 bg-red-950/30 p-4 text-sm"
    >
      {failing.map((key) => (
        <p key={key} data-store={key} className="text-rose-100">
          {t(`projections.storeFailing.${key}`)}{' '}
          <span className="break-words text-stone-300">{stores[key].error}</span>
        </p>
      ))}
    </div>
  );
}

/** The reactors (the e-mail sender) of the server process answering. */
function Reactors({ reactors }: { reactors: ReactorStatus[] }) {
  const { t } = useTranslation('admin');
  const figures = useFigures();
  const label = useModelName('reactorNames');
  return (
    <section aria-labelledby="reactors-title" className="mt-10">
      <h2 id="reactors-title" className="font-display text-xl font-semibold text-ivory">
        {t('projections.reactors')}
      </h2>
      <p className="mt-1 mb-4 text-sm text-stone-400">{t('projections.reactorsIntro')}</p>
      {reactors.length === 0 ? (
        <EmptyState text={t('projections.noReactors')} />
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {reactors.map((reactor) => (
            <li key={reactor.name} className="rounded-md border border-white/10 bg-ink-900 p-4">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 className="text-sm font-semibold text-ivory">
                  {label(reactor.name)}
                  <TechnicalName name={reactor.name} />
                </h3>
                <ReactorStateBadge state={reactor.state} />
              </div>
              <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-xs sm:grid-cols-4">
                {(
                  [
                    ['checkpoint', reactor.checkpoint ?? t('projections.none')],
                    ['sent', figures.count(reactor.sent)],
                    ['skipped', figures.count(reactor.skipped)],
                    ['undeliverable', figures.count(reactor.undeliverable)],
                  ] as const
                ).map(([key, value]) => (
                  <div key={key}>
                    <dt className="text-stone-500">{t(`projections.${key}`)}</dt>
                    <dd className="tabular-nums text-stone-200">{value}</dd>
                  </div>
                ))}
              </dl>
              {reactor.failing ? (
                <p role="status" className="mt-3 text-xs text-amber-200">
                  {t('projections.failing', {
                    time: figures.time(reactor.failing.since),
                    count: reactor.failing.attempts,
                    attempts: reactor.failing.attempts,
                    message: reactor.failing.message,
                  })}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * /admin/projections (issue 16 point 7): every read model with its state, checkpoint, head, lag, version and
 * last error; a Rebuild per model with its progress, followed while anything moves; the reactors below.
 */
export function ProjectionsPage() {
  const { t } = useTranslation('admin');
  useDocumentTitle(t('projections.title'));
  const { query, noteRequested } = useProjections();
  return (
    <>
      <AdminHeading title={t('projections.title')} />
      <p className="-mt-3 mb-6 max-w-3xl text-sm text-stone-400">{t('projections.intro')}</p>
      {query.isPending ? <LoadingState /> : null}
      {query.isError && !query.data ? (
        <ErrorState
          title={t('projections.loadError')}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : null}
      {query.data ? (
        <>
          <FailingStores stores={query.data.stores} />
          {query.data.items.length === 0 ? (
            <EmptyState text={t('projections.empty')} />
          ) : (
            <>
              <ProjectionsTable items={query.data.items} onRequested={noteRequested} />
              <ProjectionCards items={query.data.items} onRequested={noteRequested} />
            </>
          )}
          <Reactors reactors={query.data.reactors} />
        </>
      ) : null}
    </>
  );
}
