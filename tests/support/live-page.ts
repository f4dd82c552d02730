import type { Page } from 'playwright-core';

/**
 * Waits until the live app has replaced the pre-rendered page (app/handover.ts). Not just "no
 * `[data-prerendered]` in the document": right after a navigation commits, the HTML is still being parsed and
 * the picture is not there yet either, so that check alone passed at once in 2 of 10 loads with the CPU slowed
 * 4×; a test then typed into the picture and measured a form the hand-over removed a moment later (decision
 * 336). Once the document is parsed, the picture is either there (the app has not started) or gone (it has).
 */
export async function liveAppStarted(page: Page, timeout = 20_000): Promise<void> {
  await page.waitForFunction(
    () => document.readyState !== 'loading' && !document.querySelector('[data-prerendered]'),
    null,
    { timeout },
  );
}
