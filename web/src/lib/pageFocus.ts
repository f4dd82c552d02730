/** How long a new page is watched for its heading (a page loading its data shows it later, or swaps it). */
const WAIT_MS = 10_000;

const MAIN = '#main';

/** The page on screen as last seen: its path and its main heading (null while it loads). */
let shown: { path: string; heading: Element | null } | undefined;
let stopWaiting = () => {};

const mainHeading = () => document.querySelector<HTMLElement>(`${MAIN} h1`);

/**
 * Called after every location change. The first is the address the app opened at: nothing moves there
 * (the visitor starts at the top, and a pre-rendered page's field keeps the focus the app carried over,
 * decisions 70/272). Later, a new page (another path, or another heading element: the forgotten-password
 * form at `/auth?mode=forgot`) gives the focus to its main heading once it shows (a lazy page, or one
 * loading its data, shows it later). A change that keeps the page's heading (a filter in the query string,
 * a wizard step, a dialog) moves nothing.
 */
export function onRoute(path: string): void {
  stopWaiting();
  const heading = mainHeading();
  const newPage = shown !== undefined && (path !== shown.path || heading !== shown.heading);
  const page = (shown = { path, heading });
  let focused: HTMLElement | null = null;
  /** Whether there is nothing more to wait for. */
  const settle = (): boolean => {
    const found = mainHeading();
    if (!found) return false;
    page.heading = found;
    if (!newPage) return true;
    if (focused === null) {
      // Already on it: the last route's watch (still running when this page drew) gave it the focus.
      if (document.activeElement !== found && !nothingFocusedOnPage()) return true;
    } else {
      if (focused.isConnected) return false;
      if (document.activeElement !== document.body) return true;
    }
    // First the heading, then again if the page swaps it for another (its loading frame's heading for the
    // loaded page's, taking the focus with it to <body>) while this route is watched.
    focused = found;
    if (!found.hasAttribute('tabindex')) found.tabIndex = -1;
    // The scroll is the router's (ScrollRestoration: the top of a new page, or where it was on going back).
    found.focus({ preventScroll: true });
    return false;
  };
  if (settle()) return;
  const observer = new MutationObserver(() => settle() && stopWaiting());
  observer.observe(document.body, { childList: true, subtree: true });
  const timer = setTimeout(() => stopWaiting(), WAIT_MS);
  // Once the visitor acts on the page (a tap, a key), the focus is theirs: a heading the page draws later
  // takes nothing (a chauffeur who started a ride had the focus taken from Complete Ride to the title).
  const handOver = () => stopWaiting();
  document.addEventListener('pointerdown', handOver, true);
  document.addEventListener('keydown', handOver, true);
  stopWaiting = () => {
    observer.disconnect();
    clearTimeout(timer);
    document.removeEventListener('pointerdown', handOver, true);
    document.removeEventListener('keydown', handOver, true);
    stopWaiting = () => {};
  };
}

/**
 * The focus is the visitor's to keep once it is on the new page (a field it put it in while the page
 * loaded, or a message the page focused itself); it is taken only from nowhere (<body>: the pressed link
 * has gone) or from the frame (a header, menu or footer link that navigated).
 */
function nothingFocusedOnPage(): boolean {
  const active = document.activeElement;
  return !active || active === document.body || !active.closest(MAIN);
}

/** A new app in the same document (each test renders its own): its first address is where it opened. */
export function forgetShownPageForTests(): void {
  stopWaiting();
  shown = undefined;
}
