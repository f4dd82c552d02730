import { useEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { BusyButton } from './BusyButton';

/**
 * How the question looks where it is asked: `panel`, the admin's small buttons beside others; `touch`, the
 * driver's page, read on a phone on the road, whose buttons are as large as the one they replace.
 */
const LOOKS = {
  panel: {
    trigger:
      'rounded-sm border border-red-400/40 px-3 py-1.5 text-xs font-semibold text-red-200 hover:bg-red-500/10 aria-disabled:opacity-50',
    group: 'inline-flex flex-wrap items-center gap-2',
    question: 'text-xs text-stone-300',
    confirm: 'rounded-sm bg-red-600 px-3 py-1.5 text-xs font-semibold text-white hover:bg-red-500',
    cancel: 'rounded-sm border border-white/20 px-3 py-1.5 text-xs text-stone-200 hover:bg-white/5',
  },
  /** Under a form, in place of its Save button (a save that acts with no way back). */
  form: {
    trigger: 'btn-gold aria-disabled:opacity-50',
    group: 'grid gap-3 rounded-md border border-red-400/40 p-3',
    question: 'text-sm text-stone-200',
    confirm: 'rounded-sm bg-red-600 px-4 py-2 text-sm font-semibold text-white hover:bg-red-500',
    cancel: 'rounded-sm border border-white/20 px-4 py-2 text-sm text-stone-200 hover:bg-white/5',
  },
  touch: {
    trigger: 'btn-gold mt-4 min-h-12 w-full aria-disabled:opacity-50',
    group: 'mt-4 grid gap-2 rounded-md border border-gold-400/40 p-3',
    question: 'text-sm text-ivory',
    confirm: 'btn-gold min-h-12 w-full',
    cancel: 'btn-outline min-h-12 w-full',
  },
} as const;

/**
 * An action with no way back behind a second press (SPEC 4's delete, a no-show, deactivating someone,
 * completing a ride): the first press asks, naming what is acted on; the answer acts. The focus moves to
 * the answer that acts on nothing (Cancel, Not yet), Cancel or Escape closes the question and gives the focus
 * back (useConfirmStep, below). The texts are the caller's: each feature says them in its own namespace.
 */
export function ConfirmStep({
  label,
  question,
  confirmLabel,
  cancelLabel,
  onConfirm,
  disabled,
  look = 'panel',
}: {
  label: string;
  question: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  disabled?: boolean;
  look?: keyof typeof LOOKS;
}) {
  const { asking, ask, answered, cancel, initialFocusRef, triggerRef, onKeyDown } = useConfirmStep();
  const style = LOOKS[look];

  if (!asking)
    // Busy, not disabled, while its action runs: "Yes" gives the focus back to this button, which a disabled
    // one could not take (the keyboard fell to the page's top until the answer came).
    return (
      <BusyButton ref={triggerRef} busy={disabled ?? false} onClick={ask} className={style.trigger}>
        {label}
      </BusyButton>
    );
  return (
    <ConfirmQuestion
      {...{ question, confirmLabel, cancelLabel, look, initialFocusRef, onKeyDown }}
      onConfirm={() => {
        answered();
        onConfirm();
      }}
      onCancel={cancel}
    />
  );
}

/**
 * The question itself, for a caller whose first press is not ConfirmStep's button (a form's Save: it asks
 * only when the save has no way back) and who drives it with useConfirmStep.
 */
export function ConfirmQuestion({
  question,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  initialFocusRef,
  onKeyDown,
  look = 'panel',
}: {
  question: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** useConfirmStep's: given to the answer that acts on nothing, which takes the focus. */
  initialFocusRef: RefObject<HTMLButtonElement | null>;
  onKeyDown: (event: KeyboardEvent) => void;
  look?: keyof typeof LOOKS;
}) {
  const style = LOOKS[look];
  return (
    // Escape from either button bubbles up to the group, which itself takes no focus. The answer that acts
    // on nothing comes first: it has the focus, so Tab goes on to the one that acts (decision 289).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- see above
    <span role="group" aria-label={question} onKeyDown={onKeyDown} className={style.group}>
      <span className={style.question}>{question}</span>
      <button ref={initialFocusRef} type="button" onClick={onCancel} className={style.cancel}>
        {cancelLabel}
      </button>
      <button type="button" onClick={onConfirm} className={style.confirm}>
        {confirmLabel}
      </button>
    </span>
  );
}

/*
 * The behaviour (useConfirmStep) and its usual look (ConfirmStep) share one module, so one chunk: each chunk
 * name is listed in the landing page's map of lazy imports, which has no byte to spare.
 */

/**
 * For a button drawn in place of one its step's refusal removed (decision 290: a Start refused as too early
 * comes back shut, with its moment): the removed button dropped the focus to the page's body, which this one
 * takes when it appears, if nothing else has taken it. `refused`: a step of this button's was just refused.
 */
export function useFocusAfterRefusal(button: RefObject<HTMLButtonElement | null>, refused: boolean) {
  useEffect(() => {
    if (refused && document.activeElement === document.body) button.current?.focus();
    // On mount only: the button that replaced the refused one, not every later render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

/**
 * The two-step confirmation (SPEC 4's delete, a no-show, completing a ride, "Sign out everywhere"): the first
 * press asks, focusing what acts on nothing; Cancel or Escape closes the question and gives the focus back to
 * the button that asked, so a keyboard user does not land at the top of the page.
 */
export function useConfirmStep<Initial extends HTMLElement = HTMLButtonElement>() {
  const [asking, setAsking] = useState(false);
  // What takes the focus when asking: the answer that acts on nothing (Cancel, Keep), the field a question
  // needs (a reason) or the question itself; never the answer that acts (the WAI-ARIA alert dialog pattern,
  // decision 289): a second Enter, pressed before reading, must not delete or cancel anything.
  const initialFocusRef = useRef<Initial>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  // Set when the question closes (answered or cancelled): the next render gives the focus back to the trigger.
  const cancelled = useRef(false);
  useEffect(() => {
    if (asking) initialFocusRef.current?.focus();
    else if (cancelled.current) {
      cancelled.current = false;
      triggerRef.current?.focus();
    }
  }, [asking]);
  const cancel = () => {
    cancelled.current = true;
    setAsking(false);
  };
  return {
    asking,
    ask: () => setAsking(true),
    /**
     * Closes the question after the answer and gives the focus back to the button that asked: where a
     * refusal (an alert, a toast) leaves the user; an action that removes that button moves the focus itself.
     */
    answered: cancel,
    cancel,
    initialFocusRef,
    triggerRef,
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key === 'Escape') cancel();
    },
  };
}
