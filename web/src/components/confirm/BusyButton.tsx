import { useEffect, useRef, type ComponentProps, type MouseEvent } from 'react';

/**
 * A button that cannot be pressed while its command runs (or while it has nothing to do), and keeps the
 * keyboard meanwhile: `aria-disabled`, not `disabled`. A browser takes the focus from a button that becomes
 * disabled and drops it on the page's body, so a keyboard or screen-reader user who pressed Save started
 * again from the top (decision 303's tour, decision 306). While `busy`, a press does nothing: no `onClick`,
 * and a submit button does not submit its form (nor does Enter in its form's fields, which presses it), so
 * the command is sent once. A screen reader says it is unavailable; its look is the caller's, by the
 * `aria-disabled:` variants (`aria-disabled:opacity-50`) where it had `disabled:` ones.
 *
 * A second press before the first is drawn is refused too (decision 328): a command's `busy` comes from
 * TanStack Query a task later, and a double click or a bouncing key in between sent it twice (the second
 * answered 409, which replaced "cancelled" by a conflict and dropped the focus on the page's body). A
 * press holds the button until the button is next drawn: by then it is busy, or shows why nothing was sent
 * (an error beside a field), and a press is again its caller's to judge. A caller that redraws in the
 * press itself, before its command's `busy`, ends the hold early: it must leave its state untouched then.
 */
export function BusyButton({
  busy,
  onClick,
  type = 'button',
  ...props
}: ComponentProps<'button'> & { busy: boolean }) {
  const held = useRef(false);
  // Drawn since the press: from here `busy` answers for the button.
  useEffect(() => {
    held.current = false;
  });
  const press = (event: MouseEvent<HTMLButtonElement>) => {
    if (busy || held.current) return event.preventDefault();
    held.current = true;
    // And at the latest a second later: a press that changes nothing on screen (a state set to the value it
    // had) draws nothing, and the button must not stay deaf until something else redraws it.
    setTimeout(() => (held.current = false), 1000);
    onClick?.(event);
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
