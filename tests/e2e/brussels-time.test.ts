import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBrowserApp, type BrowserApp } from '../support/browser-app';
import type { RunningServer } from '../support/server';

// Decision 234: a traveller whose device is on New York time books their pickup on the Brussels clock.
describe('booking wizard on a device in New York, in Chromium against the real server', () => {
  let app: BrowserApp;
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    app = await startBrowserApp('brussels-time');
    ({ server, browser } = app);
  }, 120_000);
  afterAll(async () => app?.close());

  it('books 10:00 typed as 10:00 in Brussels and tells the traveller it is 04:00 for them', async () => {
    const context = await browser.newContext({
      locale: 'en-GB',
      timezoneId: 'America/New_York',
      viewport: { width: 1280, height: 900 },
    });
    const page = await context.newPage();
    try {
      await page.goto(`${server.url}/reservation`);
      // The browser itself is on New York time.
      expect(await page.evaluate(() => new Date('2030-01-15T09:00:00Z').getHours())).toBe(4);
      for (const [field, text, option] of [
        ['Pickup Point', 'Grand-Place', /^Grand.Place/],
        ['Destination', 'Brussels Airport', /^Brussels Airport/],
      ] as const) {
        await page.getByRole('combobox', { name: field }).fill(text);
        await page.getByRole('option', { name: option }).first().click();
      }
      await page.getByLabel('Date', { exact: true }).fill('2030-01-15');
      await page.getByLabel('Time', { exact: true }).fill('10:00');
      await page.getByLabel('Time', { exact: true }).blur();
      await page
        .getByText('Times are Brussels time, where your chauffeur drives. For you, this pickup is Tuesday', {
          exact: false,
        })
        .waitFor();
      expect(await page.getByTestId('brussels-time-note').textContent()).toMatch(/at 04:00\.$/);

      await page.getByRole('button', { name: 'Continue', exact: true }).click();
      await page.getByRole('button', { name: /^Select Mercedes-Benz E-Class/ }).click();
      await page.getByLabel('Full name').fill('Jane Traveller');
      await page.getByLabel('Phone number').fill('+1 212 555 0100');
      await page.getByLabel('Email', { exact: true }).fill('jane.traveller@example.com');
      await page.getByRole('button', { name: 'Continue to Summary' }).click();
      // English as the e-mails write it: day before month, 24-hour clock (decision 249).
      await page.getByText(/^Tuesday,? 15 January 2030$/).waitFor();
      await page.getByText('10:00 (Brussels time)', { exact: true }).waitFor();
      await page.getByRole('button', { name: 'Confirm Booking' }).click();
      const dialog = page.getByRole('dialog', { name: 'Booking Confirmed!' });
      const reference = (await dialog.getByTestId('booking-reference').textContent())!.trim();

      const response = await fetch(`${server.url}/api/admin/bookings?limit=100`, {
        headers: { Authorization: `Bearer ${server.adminToken}` },
      });
      const { items } = (await response.json()) as { items: { reference: string; scheduled_time: string }[] };
      // 10:00 in Brussels (UTC+1 in January), not 10:00 in New York (15:00 UTC, 16:00 in Brussels).
      expect(items.find((b) => b.reference === reference)?.scheduled_time).toBe('2030-01-15T09:00:00.000Z');
    } finally {
      await context.close();
    }
  }, 90_000);
});
