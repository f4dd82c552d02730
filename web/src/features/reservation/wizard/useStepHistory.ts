import { useCallback, useEffect, useEffectEvent, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useWizard, type WizardStep } from './store';

/** What a wizard's history entry carries beside the hand-off's own state. */
interface StepEntry {
  wizardStep?: WizardStep;
  /** The entry was added by moving forward in the wizard, so going back is the browser's Back. */
  wizardPushed?: boolean;
}

/** Whether a history entry is one the wizard's steps made (or rewrote), not the one a link opened. */
export const isStepEntry = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && 'wizardStep' in state;

/**
 * The browser's Back and Forward move between the wizard's steps (issue 14): each step reached gets a
 * history entry (same address, the step in the entry's state, so the hand-off in the address is kept), and
 * an entry the visitor goes back or forward to shows its step. The first step shown replaces the current
 * entry: Back from there leaves the wizard, as before. Returns the wizard's own Back, which is the
 * browser's Back where that entry exists.
 */
export function useStepHistory(): () => void {
  const location = useLocation();
  const navigate = useNavigate();
  const step = useWizard((s) => s.step);
  const entry = (location.state ?? {}) as StepEntry & Record<string, unknown>;
  const first = useRef(true);

  // Back or Forward to an entry of another step: show it (ReservationPage steps back if its data is missing).
  // An effect event: it reads the latest entry, but runs only when the entry changes (the effect below),
  // never for a step change of the wizard's own, which the second effect records.
  const showEntryStep = useEffectEvent(() => {
    const wanted = entry.wizardStep;
    if (wanted && wanted !== useWizard.getState().step) useWizard.getState().goTo(wanted);
  });
  useEffect(() => showEntryStep(), [location.key]);

  // A step reached in the wizard: a new entry going forward, the current one rewritten otherwise. Also an
  // effect event: it runs for a new step only, reading the entry and address as they are then.
  const recordStep = useEffectEvent((step: WizardStep) => {
    const forward = !first.current && step > (entry.wizardStep ?? 1);
    first.current = false;
    if (step === entry.wizardStep) return;
    // The wizard reset on its way out (a confirmed booking closes to the home page): the router renders
    // that navigation in a transition, after this step change; the entry is no longer the wizard's.
    if (window.location.pathname !== location.pathname) return;
    void navigate(
      { pathname: location.pathname, search: location.search },
      {
        replace: !forward,
        state: { ...entry, wizardStep: step, wizardPushed: forward || entry.wizardPushed === true },
      },
    );
  });
  useEffect(() => recordStep(step), [step]);

  return useCallback(() => {
    if (entry.wizardPushed) void navigate(-1);
    else useWizard.getState().back();
  }, [entry.wizardPushed, navigate]);
}
