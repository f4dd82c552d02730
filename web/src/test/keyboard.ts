import { expect } from 'vitest';
import { fireEvent, waitFor } from '@testing-library/react';

/**
 * The keys a keyboard user presses, for what jsdom leaves out: it sends a key's events but does not act on
 * them (Enter does not press the focused button, Tab does not move the focus). Enough to tell which answer
 * a question focuses and where Tab goes from it; the browser tests (tests/e2e) press the real keys.
 */

/** Enter on the focused element: its keydown, then, on a button, the press a browser makes of it. */
export function pressEnter() {
  const focused = document.activeElement ?? document.body;
  const notPrevented = fireEvent.keyDown(focused, { key: 'Enter' });
  if (notPrevented && focused instanceof HTMLButtonElement && !focused.disabled) fireEvent.click(focused);
}

const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]';

/** Tab: the focus goes to the next element in document order that takes it (no positive tabindex here). */
export function pressTab() {
  const order = [...document.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => element.tabIndex >= 0 && !(element as HTMLButtonElement).disabled,
  );
  order[order.indexOf(document.activeElement as HTMLElement) + 1]?.focus();
}

/**
 * Enter on `button`, then again while its command runs (decision 306): it must be unavailable but keep the
 * focus (`aria-disabled`, not `disabled`, which drops the focus to the page's body in a browser) and, if
 * given, say `busyText`. Whether the second Enter sent anything is the caller's to count.
 */
export async function pressEnterTwiceWhileBusy(button: HTMLElement, busyText?: string) {
  button.focus();
  pressEnter();
  await waitFor(() => expect(button.getAttribute('aria-disabled')).toBe('true'));
  expect((button as HTMLButtonElement).disabled).toBe(false);
  expect(document.activeElement).toBe(button);
  if (busyText !== undefined) expect(button.textContent).toBe(busyText);
  pressEnter();
}
