import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ProjectionState } from '@chauffeur/contracts';
import { adminPath } from '../../../lib/paths';
import { useModelName } from './useModelName';
import { useProjections } from './useProjections';

/**
 * States in which a read model no longer follows the log: the page reading it still answers, with what it
 * held when it stopped. Catching up and rebuilding are not among them (they follow the log, or the serving
 * tables do).
 */
const STOPPED: ReadonlySet<ProjectionState> = new Set(['failed', 'reconnecting']);

/**
 * Above a page that reads the given read models: says that one of them has stopped, so its figures may be
 * out of date, with a link to the Read models page. Nothing while they follow the log, or while their
 * status cannot be read (the page's own errors speak then).
 */
export function ReadModelNotice({ models }: { models: readonly string[] }) {
  const { t } = useTranslation('admin');
  const label = useModelName();
  const { query } = useProjections();
  const stopped = (query.data?.items ?? []).filter(
    (status) => models.includes(status.name) && STOPPED.has(status.state),
  );
  if (stopped.length === 0) return null;
  return (
    <div
      role="status"
      data-testid="read-model-notice"
      className="mb-6 space-y-1 rounded-md border border-amber-300/30 bg-amber-950/30 p-4 text-sm text-amber-100"
    >
      {stopped.map((status) => (
        <p key={status.name}>
          {t(`projections.notice.${status.state as 'failed' | 'reconnecting'}`, { name: label(status.name) })}
        </p>
      ))}
      <Link to={adminPath('projections')} className="inline-block text-gold-300 underline underline-offset-2">
        {t('projections.notice.link')}
      </Link>
    </div>
  );
}
