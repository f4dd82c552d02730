/// <reference lib="dom" />
// Functions passed to page.evaluate run in the browser: they use its globals.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBrowserApp, type BrowserApp } from '../support/browser-app';
import { addDriver } from '../support/drivers';
import { TEST_ADMIN } from '../support/server';

const DRIVER = {
  name: 'Lea Maes',
  email: 'lea@e2e.example',
  password: 'a-long-driver-passphrase',
  phone: '+32 470 11 22 44',
  languages: ['nl', 'en'],
};

/**
 * What a toast hides of `selector` (run in the page): the points of its box where the topmost element is a
 * toast. Points, not boxes: a toast may sit beside the element, or under it, and hide nothing.
 */
const hiddenByToasts = (selector: string) => {
  const target = document.querySelector(selector);
  if (!target) return [`no ${selector}`];
  const box = target.getBoundingClientRect();
  const hidden: string[] = [];
  for (const fx of [0.05, 0.5, 0.95])
    for (const fy of [0.1, 0.5, 0.9]) {
      const x = box.left + box.width * fx;
      const y = box.top + box.height * fy;
      if (document.elementFromPoint(x, y)?.closest('[role="status"][aria-live]'))
        hidden.push(`${Math.round(x)},${Math.round(y)}`);
    }
  return hidden;
};

/**
 * Decision 263: signing in says "Signed in successfully" in a toast; on a phone it hid the driver's page
 * title, and in the panel the bell's open list. The toast shows (and is announced) all the same.
 */
describe('browser: a toast hides neither the page title nor an open dropdown', () => {
  let app: BrowserApp;
  let browser: Browser;
  let url: string;

  beforeAll(async () => {
    app = await startBrowserApp('toast-placement');
    browser = app.browser;
    url = app.server.url;
    await addDriver(app.server, app.dataDir, DRIVER);
  }, 120_000);
  afterAll(async () => app?.close());

  const signIn = async (width: number, who: { email: string; password: string }, landing: string) => {
    const context = await browser.newContext({ locale: 'en-GB', viewport: { width, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${url}/auth`);
    await page.locator('main input[type="email"]').first().fill(who.email);
    await page.locator('main input[type="password"]').first().fill(who.password);
    await page.locator('main form button[type="submit"]').first().click();
    await page.waitForURL(`${url}${landing}`);
    await page.getByRole('status').filter({ hasText: 'Signed in successfully' }).waitFor();
    return page;
  };
  const openBell = async (page: Page) => {
    await page.getByRole('button', { name: /^Notifications/ }).click();
    await page.getByRole('link', { name: 'View All' }).waitFor();
  };

  it("on a phone the driver's page title stays in view under the toast", async () => {
    const page = await signIn(390, DRIVER, '/driver');
    await page.locator('main h1').waitFor();
    expect(await page.evaluate(hiddenByToasts, 'main h1')).toEqual([]);
    await page.context().close();
  }, 60_000);

  it.each([390, 1280])(
    'at %i px the bell’s open list is above the toast',
    async (width) => {
      const page = await signIn(width, TEST_ADMIN, '/admin');
      await openBell(page);
      // The list: the bell's next sibling, with its View All link.
      const list = 'header [aria-haspopup] + div';
      expect(await page.evaluate(hiddenByToasts, list)).toEqual([]);
      if (width === 390) expect(await page.evaluate(hiddenByToasts, 'main h1')).toEqual([]);
      // Still there, announced and dismissible.
      const toast = page.getByRole('status').filter({ hasText: 'Signed in successfully' });
      expect(await toast.getAttribute('aria-live')).toBe('polite');
      await page.keyboard.press('Escape');
      await toast.getByRole('button', { name: 'Dismiss notification' }).click();
      await toast.waitFor({ state: 'detached' });
      await page.context().close();
    },
    60_000,
  );
});
