/// <reference lib="dom" />
// Functions passed to page.evaluate run in the browser: they use its globals.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBrowserApp, type BrowserApp } from '../support/browser-app';
import { addDriver } from '../support/drivers';
import { bookingRequest } from '../support/booking-request';
import { TEST_ADMIN } from '../support/server';

const SHOTS = process.env.E2E_SHOTS_DIR;

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
  let chauffeurId: string;

  beforeAll(async () => {
    app = await startBrowserApp('toast-placement');
    browser = app.browser;
    url = app.server.url;
    chauffeurId = await addDriver(app.server, app.dataDir, DRIVER);
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
      if (width === 390) {
        // The dashboard's title once drawn: in one CI run on a loaded machine it was not yet there.
        await page.locator('main h1').waitFor();
        expect(await page.evaluate(hiddenByToasts, 'main h1')).toEqual([]);
      }
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

  /** A confirmed ride given to the driver, startable now (the window opens 2 hours before its pickup). */
  const rideIn = async (minutes: number) => {
    const admin = { authorization: `Bearer ${app.server.adminToken}`, 'content-type': 'application/json' };
    const call = async (path: string, method: string, body: unknown, revision?: string) => {
      const response = await fetch(`${url}${path}`, {
        method,
        headers: { ...admin, ...(revision ? { 'if-match': revision } : {}) },
        body: JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
      return (await response.json()) as { id: string; revision: number; reference: string };
    };
    if (!leadTimeOff) await call('/api/admin/settings', 'PATCH', { booking_lead_time_hours: 0 }, '-1');
    leadTimeOff = true;
    const booking = await call(
      '/api/bookings',
      'POST',
      bookingRequest({ scheduled_time: new Date(Date.now() + minutes * 60_000).toISOString() }),
    );
    const assigned = await call(
      `/api/admin/bookings/${booking.id}/chauffeur`,
      'PUT',
      { chauffeur_id: chauffeurId },
      '"0"',
    );
    await call(`/api/admin/bookings/${booking.id}/confirm`, 'POST', {}, `"${assigned.revision}"`);
    return booking.reference;
  };
  let leadTimeOff = false;

  it.each([390, 1280])(
    'at %i px the toast after Start Ride leaves the next action, Complete Ride, in view',
    async (width) => {
      // Far enough apart that the driver is free for each.
      const reference = await rideIn(width === 390 ? 20 : 110);
      const page = await signIn(width, DRIVER, '/driver');
      await page
        .getByRole('status')
        .filter({ hasText: 'Signed in successfully' })
        .getByRole('button')
        .click();
      const card = page.getByRole('article').filter({ hasText: reference });
      await card.getByRole('button', { name: 'Start Ride' }).click();
      await card.getByRole('button', { name: 'Yes, start the ride' }).click();
      await page.getByRole('status').filter({ hasText: 'Ride started' }).waitFor();
      // Decision 270: the focus is on the ride's next action; the driver's thumb goes there next.
      const complete = card.getByRole('button', { name: 'Complete Ride' });
      // The focus moving there by itself is decision 270's (DriverPage's web test); under a loaded CI it was
      // seen lost now and then (closing note of 2026-11-29), so the toast's place is checked from it here.
      await complete.focus();
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/driver-toast-${width}.png` });
      expect(await page.evaluate(hiddenByToasts, ':focus')).toEqual([]);
      await page.context().close();
    },
    60_000,
  );
});
