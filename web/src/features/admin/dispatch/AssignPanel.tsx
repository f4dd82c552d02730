import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { colourIn, type AssignmentCandidates, type DispatchRide } from '@chauffeur/contracts';
import { BusyButton } from '../../../components/confirm/BusyButton';
import { currentLanguage } from '../../../i18n';
import { ApiError, useErrorMessage } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { Assignment } from './RideText';
import { brusselsTime, isAssignable } from './day';
import { useAssign, useCandidates, type AssignWhat } from './useDispatch';

type Candidate = { id: string; label: string; free: boolean; busy_with?: string };

// The ride each busy candidate would clash with is named by its reference.
const carCandidates = (c: AssignmentCandidates): Candidate[] =>
  c.cars.map((car) => ({
    ...car,
    // Decision 286.2: a listed colour in the admin's language.
    label: `${car.plate} · ${colourIn(car.colour, currentLanguage())}`,
    busy_with: car.busy_with?.reference,
  }));
const chauffeurCandidates = (c: AssignmentCandidates): Candidate[] =>
  c.chauffeurs.map((chauffeur) => ({
    ...chauffeur,
    label: chauffeur.name,
    busy_with: chauffeur.busy_with?.reference,
  }));

/** One side of the assignment (car or chauffeur): who has it now, and the candidates, busy ones disabled. */
function Choice({
  what,
  ride,
  current,
  candidates,
  pending,
  onAssign,
}: {
  what: AssignWhat;
  ride: DispatchRide;
  current: string | undefined;
  candidates: Candidate[] | undefined;
  pending: boolean;
  onAssign: (what: AssignWhat, id: string | null) => void;
}) {
  const { t } = useTranslation('admin');
  const heading = `dispatch-assign-${what}`;
  return (
    <section aria-labelledby={heading} className="mt-4">
      {/* Focusable: where the keyboard is put back after an assignment (AssignPanel's onAssign). */}
      <h3 id={heading} tabIndex={-1} className="text-xs tracking-wider text-stone-400 uppercase">
        {t(what === 'car' ? 'dispatch.car' : 'dispatch.chauffeur')}
      </h3>
      <div className="mt-1 flex items-center justify-between gap-2">
        <p className="text-sm text-ivory">
          {current ?? (what === 'car' ? t('dispatch.noCar') : t('dispatch.noChauffeur'))}
        </p>
        {current ? (
          // Keeps the keyboard while the ride's car or chauffeur is taken off (decision 325): a second press sends
          // nothing.
          <BusyButton
            busy={pending}
            onClick={() => onAssign(what, null)}
            className="btn-outline min-h-9 px-3 text-xs aria-disabled:opacity-50"
          >
            {t('dispatch.unassign')}
          </BusyButton>
        ) : null}
      </div>
      {candidates === undefined ? null : candidates.length === 0 ? (
        <p className="mt-2 text-xs text-stone-400">{t('dispatch.noCandidates')}</p>
      ) : (
        <ul className="mt-2 space-y-1" aria-label={t(`dispatch.candidates.${what}`)}>
          {candidates.map((candidate) => {
            const mine = candidate.id === (what === 'car' ? ride.car?.id : ride.chauffeur?.id);
            const reason = candidate.free
              ? undefined
              : candidate.busy_with
                ? t('dispatch.busyWith', { reference: candidate.busy_with })
                : t('dispatch.busy');
            return (
              <li key={candidate.id}>
                {/* Busy, not disabled, while an assignment is sent: the candidate just pressed keeps the keyboard
                    and a second press sends nothing (decision 330). One that cannot be chosen (the ride's own, or
                    taken by another ride) stays disabled: it is out of the tab order on purpose. */}
                <BusyButton
                  busy={pending}
                  data-candidate={candidate.id}
                  disabled={mine || !candidate.free}
                  aria-describedby={reason ? `reason-${candidate.id}` : undefined}
                  onClick={() => onAssign(what, candidate.id)}
                  className="flex min-h-10 w-full items-center justify-between gap-2 rounded border border-white/10 px-3 text-left text-sm text-ivory enabled:not-aria-disabled:hover:bg-gold-500/15 disabled:text-stone-500 aria-disabled:text-stone-500 focus-visible:ring-2 focus-visible:ring-gold-300 focus-visible:outline-none"
                >
                  <span>{candidate.label}</span>
                  {mine ? <span className="text-xs text-gold-200">{t('dispatch.current')}</span> : null}
                  {reason ? (
                    <span id={`reason-${candidate.id}`} className="text-xs text-amber-200/80">
                      {reason}
                    </span>
                  ) : null}
                </BusyButton>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/**
 * The selected ride and what it may get: the candidates of GET /bookings/:id/candidates, a busy one
 * disabled with the ride it clashes with. The server refuses a clash anyway (409: someone was quicker);
 * the panel then says so and the board shows the day as it now is.
 */
export function AssignPanel({ ride, onClose }: { ride: DispatchRide; onClose: () => void }) {
  const { t, i18n } = useTranslation('admin');
  const message = useErrorMessage();
  const heading = useRef<HTMLHeadingElement>(null);
  const candidates = useCandidates(isAssignable(ride) ? ride : undefined);
  const assign = useAssign();
  const [error, setError] = useState<string | undefined>();
  // The panel's last "Assignment saved": the next one replaces it. A car then a chauffeur stacked two of the
  // same words, which on a phone covered the chauffeurs being picked and said nothing the panel does not show.
  const savedToast = useRef<number | null>(null);

  // Keyboard users land in the panel when they pick a ride (the page keys the panel by ride, so a new
  // ride is a new panel with no old error); Escape puts them back on the board.
  useEffect(() => heading.current?.focus(), []);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);

  const onAssign = (what: AssignWhat, id: string | null) => {
    setError(undefined);
    assign.mutate(
      { ride, what, id },
      {
        onSuccess: () => {
          if (savedToast.current !== null) toast.dismiss(savedToast.current);
          savedToast.current = toast.success(t('dispatch.saved'));
        },
        onError: (failure) =>
          setError(
            failure instanceof ApiError && failure.status === 409 ? t('dispatch.conflict') : message(failure),
          ),
        // The pressed candidate and Unassign keep the focus while the command runs, but then the candidate is
        // the ride's (disabled) and Unassign goes once the side has nobody: the browser drops the focus to the
        // page's body, and a keyboard user started again from the top. They are put back on the side they
        // just assigned, whose candidates follow.
        onSettled: () => document.getElementById(`dispatch-assign-${what}`)?.focus(),
      },
    );
  };
  return (
    <aside
      role="region"
      aria-labelledby="dispatch-panel-title"
      data-testid="assign-panel"
      className="fixed inset-x-0 bottom-0 z-40 max-h-[75vh] overflow-y-auto border-t border-gold-500/30 bg-ink-950 p-4 shadow-2xl md:inset-y-0 md:right-0 md:left-auto md:max-h-none md:w-96 md:border-t-0 md:border-l"
    >
      <div className="flex items-start justify-between gap-2">
        <h2
          id="dispatch-panel-title"
          ref={heading}
          tabIndex={-1}
          className="text-lg font-semibold text-ivory"
        >
          {t('dispatch.assignRide', { reference: ride.reference })}
        </h2>
        <button type="button" onClick={onClose} className="btn-outline min-h-9 px-3 text-xs">
          {t('dispatch.close')}
        </button>
      </div>
      <p className="mt-1 text-sm text-stone-200">
        {brusselsTime(ride.scheduled_time, i18n.language)} · {ride.customer_name}
      </p>
      <p className="text-xs text-stone-400">
        {ride.pickup} → {ride.dropoff} · {ride.vehicle.name}
      </p>
      <p className="text-xs text-stone-400">
        {t('dispatch.busyFromTo', {
          from: brusselsTime(ride.busy.from, i18n.language),
          to: brusselsTime(ride.busy.to, i18n.language),
        })}
      </p>
      <div className="mt-1">
        <Assignment ride={ride} />
      </div>
      {error ? (
        <p
          role="alert"
          className="mt-3 rounded border border-red-400/30 bg-red-950/40 p-2 text-sm text-red-200"
        >
          {error}
        </p>
      ) : null}
      {!isAssignable(ride) ? (
        <p className="mt-4 text-sm text-stone-300">{t('dispatch.locked')}</p>
      ) : candidates.isError ? (
        <p role="alert" className="mt-4 text-sm text-red-200">
          {t('dispatch.candidatesError')}{' '}
          <button type="button" className="underline" onClick={() => void candidates.refetch()}>
            {t('common.retry')}
          </button>
        </p>
      ) : (
        <>
          {candidates.isPending ? (
            <p role="status" className="mt-4 text-xs text-stone-400">
              {t('common.loading')}
            </p>
          ) : null}
          <Choice
            what="car"
            ride={ride}
            current={
              ride.car ? `${ride.car.plate} · ${colourIn(ride.car.colour, currentLanguage())}` : undefined
            }
            candidates={candidates.data && carCandidates(candidates.data)}
            pending={assign.isPending}
            onAssign={onAssign}
          />
          <Choice
            what="chauffeur"
            ride={ride}
            current={ride.chauffeur?.name}
            candidates={candidates.data && chauffeurCandidates(candidates.data)}
            pending={assign.isPending}
            onAssign={onAssign}
          />
        </>
      )}
    </aside>
  );
}
