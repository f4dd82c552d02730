import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useModelName } from './useModelName';
import type { ProjectionStatus } from '@chauffeur/contracts';
import { ApiError, useErrorMessage } from '../../../lib/api';
import { formatNumber } from '../../../lib/intl';
import { toast } from '../../../lib/toast';
import { useConfirmStep } from '../../../components/confirm/ConfirmStep';
import { BusyButton } from '../../../components/confirm/BusyButton';
import { useRebuild } from './useProjections';

/**
 * How far a rebuild is: the runner's own count when it gives one, else what the status implies (events
 * applied of those applied plus those still behind).
 */
export function rebuildProgress(status: ProjectionStatus): { done: number; total: number } {
  if (status.rebuild) return status.rebuild;
  return { done: status.events_applied, total: status.events_applied + status.lag_events };
}

/** A progress bar the screen reader reads as "n of m events". */
export function RebuildProgress({ status }: { status: ProjectionStatus }) {
  const { t, i18n } = useTranslation('admin');
  const label = useModelName();
  const { done, total } = rebuildProgress(status);
  const percent = total > 0 ? Math.min(100, Math.round((done / total) * 100)) : 0;
  const text = t('projections.progressValue', {
    done: formatNumber(done, i18n.language),
    total: formatNumber(total, i18n.language),
  });
  return (
    <div className="mt-2 min-w-40">
      <div
        role="progressbar"
        aria-label={t('projections.progress', { name: label(status.name) })}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        aria-valuetext={text}
        className="h-2 overflow-hidden rounded-full bg-ink-700"
      >
        <div className="h-full bg-gold-400 transition-all" style={{ width: `${percent}%` }} />
      </div>
      <p className="mt-1 text-xs text-stone-400">{text}</p>
    </div>
  );
}

/** Rebuild behind a confirmation step; refused while one runs, the refusal said in the admin's language. */
export function RebuildControl({
  status,
  onRequested,
}: {
  status: ProjectionStatus;
  onRequested: () => void;
}) {
  const { t } = useTranslation('admin');
  const { t: tMain } = useTranslation();
  const message = useErrorMessage();
  const rebuild = useRebuild(onRequested);
  const { asking, ask, answered, cancel, initialFocusRef, triggerRef, onKeyDown } = useConfirmStep();
  const name = useModelName()(status.name);
  const running = status.state === 'rebuilding' || rebuild.isPending;
  const failure = rebuild.error
    ? rebuild.error instanceof ApiError && rebuild.error.status === 409
      ? t('projections.alreadyRebuilding', { name })
      : message(rebuild.error)
    : null;

  // Set once the list read after the request is in (the mutation waits for it): from then on, the end of
  // the rebuild is said aloud. A ref: the mutation's own change of state renders the row once more.
  const following = useRef(false);
  const confirm = () => {
    answered();
    rebuild.mutate(status.name, {
      onSuccess: () => {
        toast.success(t('projections.rebuildStarted', { name }));
        following.current = true;
      },
    });
  };

  // The progress bar is read only when reached; its end is told to everyone, as its start was.
  useEffect(() => {
    if (!following.current || status.state === 'rebuilding') return;
    following.current = false;
    const failure = status.state === 'failed' ? status.error : status.rebuild_failed;
    if (failure) {
      toast.error(
        tMain('labelled', {
          label: t('projections.rebuildEndedFailed', { name }),
          value: failure.message,
        }),
      );
    } else toast.success(t('projections.rebuildDone', { name }));
  }, [rebuild.status, status, name, t, tMain]);

  return (
    <div>
      {asking ? (
        // Escape from either button bubbles up to the group, which itself takes no focus.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- see above
        <span
          role="group"
          aria-label={t('projections.rebuildQuestion', { name })}
          onKeyDown={onKeyDown}
          className="inline-flex flex-wrap items-center gap-2"
        >
          <span className="text-xs text-stone-300">{t('projections.rebuildQuestion', { name })}</span>
          {/* Cancel first and focused (decision 289): Enter pressed twice rebuilds nothing; Tab reaches Rebuild. */}
          <button
            ref={initialFocusRef}
            type="button"
            onClick={cancel}
            className="rounded-sm border border-white/20 px-3 py-1.5 text-xs text-stone-200 hover:bg-white/5"
          >
            {t('common.cancel')}
          </button>
          <button
            type="button"
            onClick={confirm}
            className="rounded-sm bg-gold-500 px-3 py-1.5 text-xs font-semibold text-ink-950 hover:bg-gold-400"
          >
            {t('projections.rebuildConfirm')}
          </button>
        </span>
      ) : (
        // Busy, not disabled: "Yes, rebuild" gives the focus back to this button, which its rebuild at once
        // makes unavailable; a disabled one could not take it, and the keyboard fell to the page's body.
        <BusyButton
          ref={triggerRef}
          busy={running}
          onClick={ask}
          aria-label={t('projections.rebuildFor', { name })}
          className="btn-outline min-h-9 px-3 text-xs aria-disabled:opacity-40"
        >
          {t('projections.rebuild')}
        </BusyButton>
      )}
      {failure ? (
        <p role="alert" className="mt-2 max-w-xs text-xs text-rose-200">
          {tMain('labelled', { label: t('projections.rebuildFailed', { name }), value: failure })}
        </p>
      ) : null}
    </div>
  );
}
