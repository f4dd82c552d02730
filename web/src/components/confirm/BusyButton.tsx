import { useEffect, useRef, type ComponentProps, type MouseEvent } from 'react';

/**
 * A button that cannot be pressed while its command runs (or while it has nothing to do), and keeps the
 * keyboard meanwhile: `aria-disabled`, not `disabled`. A browser takes the focus from a button that becomes
 * disabled and drops it on the page's body, so a keyboard or screen-reader user who pressed Save started
 * again from the top (decision 303's tour, decision 306). While `busy`, a press does nothing: no `onClick`,
 * and a submit button does not submit its form (nor does Enter in its form's fields, which presses it), so
 * the command is sent once. A screen reader says it is unavailable; its look is the caller's, by the
 * `aria-disabled:` variants (`aria-disabled:opacity-50`) where it had `disabled:` ones.
 */
export function BusyButton({
  busy,
  onClick,
  type = 'button',
  ...props
}: ComponentProps<'button'> & { busy: boolean }) {
  const press = (event: MouseEvent<HTMLButtonElement>) => {
    if (busy) event.preventDefault();
    else onClick?.(event);
  };
  // Absent, not "false", when it can be pressed: as any other button.
  return <button {...props} type={type} aria-disabled={busy || undefined} onClick={press} />;
}

/**
 * For a group of buttons where the command of the one pressed replaces it (Deactivate by Reactivate, Approve
 * by Hide): its removal drops the keyboard on the page's body, from where it goes to the group's first
 * button once `state` has changed after this user's press (`pressed`), not to the page's top. Put the
 * returned ref on the group.
 */
export function useFocusAfterReplace<Group extends HTMLElement>(state: string, pressed: boolean) {
  const group = useRef<Group>(null);
  const shown = useRef(state);
  useEffect(() => {
    if (shown.current === state) return;
    shown.current = state;
    if (pressed && document.activeElement === document.body)
      group.current?.querySelector<HTMLElement>('button')?.focus();
  }, [state, pressed]);
  return group;
}
