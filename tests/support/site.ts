/// <reference lib="dom" />
// Functions passed to page.evaluate run in the browser: they use its globals.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { ROOT } from './server';

/** Builds web/dist when a source is newer (as `npm start` does); throws with the build output on failure. */
export function buildWeb(): void {
  const build = spawnSync(process.execPath, [join(ROOT, 'scripts/web-build.mjs')], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  if (build.status !== 0) throw new Error(`web build failed:\n${build.stdout}\n${build.stderr}`);
}

export interface WatchedPage {
  page: Page;
  /** Console errors and uncaught exceptions seen so far. */
  errors: string[];
  close(): Promise<void>;
}

/** A fresh browser context (no remembered language) at a phone or desktop width, recording errors. */
export async function openPage(browser: Browser, width = 1280, locale = 'en-GB'): Promise<WatchedPage> {
  const context = await browser.newContext({ viewport: { width, height: width < 600 ? 844 : 900 }, locale });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(String(error)));
  return { page, errors, close: () => context.close() };
}

/** Scrolls through the page so lazily loaded images and blocks below the fold load. */
export async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += 600) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
    window.scrollTo(0, 0);
  });
}

export const toast = (page: Page, text: string) =>
  page.getByRole('region', { name: 'Notifications' }).getByText(text, { exact: true });
