import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManageTokens } from '../../services/bookings/index';
import { TEST_ADMIN, TEST_JWT_SECRET, type RunningServer } from '../support/server';
import { startBrowserApp, type BrowserApp } from '../support/browser-app';
import { addStaff } from '../support/staff';
import { bookingRequest } from '../support/booking-request';

const SHOTS = process.env.E2E_SHOTS_DIR;

/** Issue 18 point 2: a customer's change request reaches the admin booking page, where it is accepted. */
describe('browser: the operator answers a change request', () => {
  let app: BrowserApp;
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    app = await startBrowserApp('change-requests');
    ({ server, browser } = app);
  }, 180_000);
  afterAll(async () => app?.close());

  /** One passenger, so that the request's 1 → 2 shows on the booking page. */
  const book = async () => {
    const response = await fetch(`${server.url}/api/bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(bookingRequest({ passenger_count: 1, language: 'fr' })),
    });
    expect(response.status).toBe(201);
    return ((await response.json()) as { id: string }).id;
  };

  for (const [language, width] of [
    ['fr', 390],
    ['en', 1280],
  ] as const) {
    it(`shows the request on the booking page and applies it on accept (${language}, ${width} px)`, async () => {
      const id = await book();
      const token = new ManageTokens(TEST_JWT_SECRET).tokenOf(id);
      const asked = await fetch(`${server.url}/api/manage/${token}/change-requests`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ passenger_count: 2, flight_number: 'SN3712' }),
      });
      expect(asked.status).toBe(201);

      const context = await browser.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      await page.goto(`${server.url}/auth?lng=en`);
      await page.getByLabel('Email', { exact: true }).fill(TEST_ADMIN.email);
      await page.getByLabel('Password', { exact: true }).fill(TEST_ADMIN.password);
      await page.getByRole('main').getByRole('button', { name: 'Sign In', exact: true }).click();
      await page.waitForURL(`${server.url}/admin`);
      await page.goto(`${server.url}/admin/bookings/${id}?lng=${language}`);
      const section = page.getByTestId('change-request');
      await section.waitFor();
      const words =
        language === 'fr'
          ? // French puts a no-break space before the colon (the shared 'labelled' text).
            { pax: /passagers\s: 1 → 2/, accept: 'Accepter' }
          : { pax: /passengers: 1 → 2/, accept: 'Accept' };
      await expect(section.getByText(words.pax).count()).resolves.toBe(1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      if (SHOTS)
        await page.screenshot({ path: `${SHOTS}/admin-${language}-${width}-open.png`, fullPage: true });
      await section.getByRole('button', { name: words.accept, exact: true }).click();
      const applied = section.getByText(language === 'fr' ? 'Appliquée' : 'Applied');
      await applied.waitFor();
      // The keyboard and screen-reader user goes on from the answer's outcome, not from the top of the page.
      await expect.poll(() => applied.evaluate((state) => state === document.activeElement)).toBe(true);
      if (SHOTS)
        await page.screenshot({ path: `${SHOTS}/admin-${language}-${width}-applied.png`, fullPage: true });
      await context.close();
    }, 60_000);
  }

  it('leaves the focus on Start Ride, not the top of the page, when the server refuses a start too early', async () => {
    // Decision 279: the admin sees Start shut until its time; a dispatcher, who cannot read the settings'
    // start window, is still offered it, and the server refuses it with the time it opens.
    const dispatcher = {
      name: 'Dana Dispatch',
      email: 'dana@example.com',
      role: 'dispatcher',
      password: 'a-long-dispatch-pass-2026',
    };
    await addStaff(server, app.dataDir, dispatcher);
    const id = await book();
    const confirmed = await fetch(`${server.url}/api/admin/bookings/${id}/confirm`, {
      method: 'POST',
      headers: { authorization: `Bearer ${server.adminToken}`, 'if-match': '"0"' },
    });
    expect(confirmed.status).toBe(200);
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${server.url}/auth?lng=en`);
    await page.getByLabel('Email', { exact: true }).fill(dispatcher.email);
    await page.getByLabel('Password', { exact: true }).fill(dispatcher.password);
    await page.getByRole('main').getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL(new RegExp(`^${server.url}/admin`));
    await page.goto(`${server.url}/admin/bookings/${id}`);
    const start = page.getByRole('button', { name: 'Start Ride', exact: true });
    await start.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Yes, start the ride' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('status').filter({ hasText: 'This ride can be started from' }).waitFor();
    await expect.poll(() => start.evaluate((button) => button === document.activeElement)).toBe(true);
    await context.close();
  }, 60_000);
  it('moves the focus to the new status after Confirm, whose button is gone (decision 282)', async () => {
    const id = await book();
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${server.url}/auth?lng=en`);
    await page.getByLabel('Email', { exact: true }).fill(TEST_ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill(TEST_ADMIN.password);
    await page.getByRole('main').getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL(`${server.url}/admin`);
    await page.goto(`${server.url}/admin/bookings/${id}`);
    await page.getByRole('button', { name: 'Confirm', exact: true }).focus();
    await page.keyboard.press('Enter');
    const status = page.locator('[data-status="confirmed"]');
    await status.waitFor();
    await expect.poll(() => status.evaluate((badge) => badge === document.activeElement)).toBe(true);
    await context.close();
  }, 60_000);
});
