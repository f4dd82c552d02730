import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brusselsDayOf } from '@chauffeur/contracts';
import { CENTRE_AIRPORT, DEMO_FLEET, E_CLASS } from '@chauffeur/api/testing';
import type { RunningServer } from '../support/server';
import { startBrowserApp, type BrowserApp } from '../support/browser-app';
import { signInAdmin } from '../support/admin-sign-in';

/**
 * Decision 276: a phone booking is charged the price the operator read out to the caller (the quote's
 * token), even when the fare table changes between the quote and the press on "Create booking".
 */
describe('browser: a phone booking keeps the price read out', () => {
  let app: BrowserApp;
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    app = await startBrowserApp('phone-booking');
    ({ server, browser } = app);
  }, 120_000);
  afterAll(async () => app?.close());

  /** The E-Class's fixed fare of Brussels centre ↔ Brussels Airport, set as the admin's fares table does. */
  const setEClassFare = async (price: number) => {
    const admin = { authorization: `Bearer ${server.adminToken}` };
    // The pair's revision as the fares table read it (decision 281: a write names what it changes).
    const list = await fetch(`${server.url}/api/admin/zone-fares`, { headers: admin });
    const { items } = (await list.json()) as { items: { zone_ids: string[]; revision: number }[] };
    const pair = items.find((fare) => CENTRE_AIRPORT.every((id) => fare.zone_ids.includes(id)));
    const response = await fetch(`${server.url}/api/admin/zone-fares`, {
      method: 'PUT',
      headers: { ...admin, 'content-type': 'application/json', 'if-match': `"${pair?.revision ?? -1}"` },
      body: JSON.stringify({
        zone_ids: CENTRE_AIRPORT,
        prices: DEMO_FLEET.map((vehicle, i) => ({
          vehicle_id: vehicle.id,
          price: vehicle.id === E_CLASS ? price : [85, 110, 125, 95][i]!,
        })),
      }),
    });
    expect(response.status).toBe(200);
  };

  it('books the quoted €85.00 after the fare became €92.50 while the operator was on the phone', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-GB' });
    const page = await context.newPage();
    await signInAdmin(page, server.url);

    await page.goto(`${server.url}/admin/bookings/new`);
    for (const [field, text, option] of [
      ['Pickup', 'Grand-Place', /^Grand.Place/],
      ['Destination', 'Brussels Airport', /^Brussels Airport/],
    ] as const) {
      await page.getByRole('combobox', { name: field }).fill(text);
      await page.getByRole('option', { name: option }).first().click();
    }
    const inThreeDays = brusselsDayOf(new Date(Date.now() + 72 * 3_600_000).toISOString());
    await page.getByLabel('Date and time (Brussels time)').fill(`${inThreeDays}T10:00`);
    await page.getByLabel('Vehicle').selectOption(E_CLASS);
    await page.getByLabel('Full name').fill('Jan Janssens');
    await page.getByLabel('Phone', { exact: true }).fill('+32 470 00 00 00');
    await page.getByLabel('E-mail', { exact: true }).fill('jan@example.be');
    // What the operator reads out to the caller.
    await expect.poll(() => page.getByTestId('phone-price').textContent()).toMatch(/^Price: €85\.00 \(/);

    await setEClassFare(92.5);
    await page.getByRole('button', { name: 'Create booking' }).click();
    await page.waitForURL(/\/admin\/bookings\/[0-9a-f-]{36}$/);
    await page.getByText(/^Booking CH-[A-Z0-9]{6} created and confirmed: €85\.00\.$/).waitFor();
    await context.close();
  }, 90_000);
});
