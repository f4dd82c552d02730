import { useTranslation } from 'react-i18next';
import type { ProjectionState, ReactorStatus } from '@chauffeur/contracts';

/** The colour backs the word up; the word alone says the state (never the colour alone). */
const TONE: Record<ProjectionState | ReactorStatus['state'], string> = {
  live: 'bg-emerald-400/15 text-emerald-200',
  running: 'bg-emerald-400/15 text-emerald-200',
  starting: 'bg-sky-400/15 text-sky-200',
  catching_up: 'bg-sky-400/15 text-sky-200',
  rebuilding: 'bg-gold-500/15 text-gold-200',
  reconnecting: 'bg-amber-400/15 text-amber-200',
  retrying: 'bg-amber-400/15 text-amber-200',
  failed: 'bg-rose-400/15 text-rose-200',
  stopped: 'bg-stone-500/20 text-stone-300',
};

export function ProjectionStateBadge({ state }: { state: ProjectionState }) {
  const { t } = useTranslation('admin');
  return (
    <span
      data-state={state}
      className={`rounded-full px-2.5 py-1 text-xs font-semibold whitespace-nowrap ${TONE[state]}`}
    >
      {t(`projections.states.${state}`)}
    </span>
  );
}

export function ReactorStateBadge({ state }: { state: ReactorStatus['state'] }) {
  const { t } = useTranslation('admin');
  return (
    <span
      data-state={state}
      className={`rounded-full px-2.5 py-1 text-xs font-semibold whitespace-nowrap ${TONE[state]}`}
    >
      {t(`projections.reactorStates.${state}`)}
    </span>
  );
}
