import { useEffect, useRef, useState, type KeyboardEvent } from 'react';

/**
 * The two-step confirmation (SPEC 4's delete, a no-show, completing a ride, "Sign out everywhere"): the first
 * press asks, focusing the answer; Cancel or Escape closes the question and gives the focus back to the
 * button that asked, so a keyboard user does not land at the top of the page.
 */
export function useConfirmStep<Answer extends HTMLElement = HTMLButtonElement>() {
  const [asking, setAsking] = useState(false);
  // What takes the focus when asking: the answer button, or the field a question needs (a reason).
  const confirmRef = useRef<Answer>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const cancelled = useRef(false);
  useEffect(() => {
    if (asking) confirmRef.current?.focus();
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
    /** Closes the question after the answer (the focus follows the action). */
    answered: () => setAsking(false),
    cancel,
    confirmRef,
    triggerRef,
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key === 'Escape') cancel();
    },
  };
}
