/// <reference lib="dom" />
// Functions passed to the page run in the browser: they use its globals.
import type { Page } from 'playwright-core';

type Watched = Window & { layoutShift?: number };

/**
 * Adds up, from the next page the tab opens, how far its content jumps by itself (the browser's
 * `layout-shift` entries not caused by the visitor's input: the cumulative layout shift).
 */
export async function watchLayoutShift(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const watched = window as Watched;
    watched.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as PerformanceEntry[] &
        { value: number; hadRecentInput: boolean }[])
        if (!entry.hadRecentInput) watched.layoutShift = (watched.layoutShift ?? 0) + entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shift of the page so far (0 when nothing moved), once the last frame's entries are delivered. */
export const layoutShift = (page: Page): Promise<number> =>
  page.evaluate(async () => {
    await new Promise((done) =>
      requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 50))),
    );
    return (window as Watched).layoutShift ?? 0;
  });
