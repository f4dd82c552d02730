import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../support/server';
import { seriousAxeFindings } from '../support/axe';
import { startBrowserApp, type BrowserApp } from '../support/browser-app';
import { signInAdmin } from '../support/admin-sign-in';

const GRAND_PLACE = { address: 'Grand-Place, 1000 Bruxelles, Belgium', lat: 50.8467, lng: 4.3525 };
const AIRPORT = { address: 'Brussels Airport, 1930 Zaventem, Belgium', lat: 50.9014, lng: 4.4844 };
const S_CLASS = '5b1e7c2a-0d4f-4c1e-9a11-0e1a2b3c4d03';

/** Issue 17 point 6: every customer, guest or account, and one customer's page, on a desktop and a phone. */
describe('browser: the admin customers', () => {
  let app: BrowserApp;
  let server: RunningServer;
  let browser: Browser;
  let bookingId: string;

  const book = async (name: string, phone: string, email: string) => {
    const response = await fetch(`${server.url}/api/bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        pickup_location: GRAND_PLACE,
        dropoff_location: AIRPORT,
        scheduled_time: new Date(Date.now() + 72 * 3_600_000).toISOString(),
        vehicle_id: S_CLASS,
        emergency_contact_name: name,
        emergency_contact_phone: phone,
        emergency_contact_email: email,
        passenger_count: 2,
        luggage_count: 1,
        flight_number: null,
        is_round_trip: false,
        language: 'en',
      }),
    });
    expect(response.status).toBe(201);
    return ((await response.json()) as { id: string }).id;
  };

  /** The admin signed in, in a fresh context of this width and locale. */
  const signIn = async (width: number, locale: string) => {
    const context = await browser.newContext({
      viewport: { width, height: width < 600 ? 844 : 900 },
      locale,
    });
    const page = await context.newPage();
    await signInAdmin(page, server.url);
    return page;
  };

  const serious = seriousAxeFindings;

  beforeAll(async () => {
    app = await startBrowserApp('customers');
    ({ server, browser } = app);
    await fetch(`${server.url}/api/auth/sign-up`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'marc.account@example.com', password: 'secret-123' }),
    });
    await book('Jeanne Dupont', '+32 470 12 34 56', 'jeanne@dupont.be');
    bookingId = await book('Jeanne Dupont', '+32 470 12 34 56', 'JEANNE@dupont.be');
  }, 120_000);
  afterAll(async () => app?.close());

  it.each([
    [1280, 'en-GB'],
    [390, 'fr-BE'],
  ])('finds a guest by phone and opens their page at %i px (%s)', async (width, locale) => {
    const page = await signIn(width, locale);
    await page.goto(`${server.url}/admin/customers`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    // The account that never booked is listed too (SPEC 2's accounts).
    await page.getByText('marc.account@example.com').locator('visible=true').first().waitFor();
    expect(await serious(page)).toEqual([]);
    await page.locator('main input[type="search"]').fill('0470 12');
    await page.waitForFunction(() => !document.body.textContent?.includes('marc.account@example.com'));
    await page.getByRole('link', { name: 'Jeanne Dupont' }).locator('visible=true').first().click();
    await page.waitForURL(/\/admin\/customers\/[A-Za-z0-9_-]{22}$/);
    expect(page.url()).not.toContain('jeanne');
    await page.getByRole('heading', { level: 1, name: 'Jeanne Dupont' }).waitFor();
    const call = page.locator('main a[href^="tel:"]');
    await call.waitFor();
    expect(await call.getAttribute('href')).toBe('tel:+32470123456');
    expect(await page.locator('main a[href^="mailto:"]').getAttribute('href')).toBe(
      'mailto:jeanne@dupont.be',
    );
    // Both bookings, whatever the case of the e-mail they were made with.
    await page.locator(`[data-booking="${bookingId}"]`).waitFor();
    expect(await page.locator('[data-booking]').count()).toBe(2);
    expect(await serious(page)).toEqual([]);
    await page.locator(`[data-booking="${bookingId}"] a`).click();
    await page.waitForURL(`${server.url}/admin/bookings/${bookingId}`);
    await page.context().close();
  });
});
