import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ADMIN, type RunningServer } from '../support/server';
import { startBrowserApp, type BrowserApp } from '../support/browser-app';
import { bookingRequest } from '../support/booking-request';
import { signInAdmin } from '../support/admin-sign-in';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const toast = (page: Page, text: string | RegExp) =>
  page.getByRole('region', { name: 'Notifications' }).getByText(text);

describe('browser: the admin panel', () => {
  let app: BrowserApp;
  let server: RunningServer;
  let browser: Browser;
  let page: Page;

  /** A booking as the public wizard sends it (no account needed). */
  const book = async (email: string, hoursAhead = 72) => {
    const response = await fetch(`${server.url}/api/bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(
        bookingRequest({
          scheduled_time: new Date(Date.now() + hoursAhead * 3_600_000).toISOString(),
          emergency_contact_email: email,
          flight_number: null,
        }),
      ),
    });
    expect(response.status).toBe(201);
    return (await response.json()) as { id: string; reference: string; total_fare: number };
  };

  const signIn = async (width: number) => {
    const context = await browser.newContext({ viewport: { width, height: width < 600 ? 844 : 900 } });
    const p = await context.newPage();
    await signInAdmin(p, server.url);
    await p.getByRole('heading', { level: 1, name: 'Dashboard Overview' }).waitFor();
    return p;
  };

  beforeAll(async () => {
    app = await startBrowserApp('admin');
    ({ server, browser } = app);
    page = await signIn(1280);
  }, 120_000);
  afterAll(async () => app?.close());

  it('confirms, starts and completes a booking; the dashboard and the history follow', async () => {
    // Issue 13: a ride starts from 2 hours before its pickup. With no lead time, a pickup within the hour.
    const lead = await fetch(`${server.url}/api/admin/settings`, {
      method: 'PATCH',
      headers: {
        authorization: `Bearer ${server.adminToken}`,
        'content-type': 'application/json',
        'if-match': '-1',
      },
      body: JSON.stringify({ booking_lead_time_hours: 0 }),
    });
    expect(lead.status).toBe(200);
    const booking = await book('anne.peeters@example.be', 1);
    await page
      .getByRole('navigation', { name: 'Admin navigation' })
      .getByRole('link', { name: 'Bookings' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Manage Ride Bookings' }).waitFor();
    const row = page.locator(`tr[data-booking="${booking.id}"]`);
    // Starting and completing are asked first (decisions 261 and 254): the answer is the second press.
    for (const [action, done, answer] of [
      ['Confirm', 'Booking confirmed', null],
      ['Start Ride', 'Ride started', 'Yes, start the ride'],
      ['Complete Ride', 'Ride completed', 'Yes, complete the ride'],
    ] as const) {
      await row.getByRole('button', { name: action, exact: true }).click();
      if (answer) await row.getByRole('button', { name: answer }).click();
      await toast(page, done).first().waitFor();
    }
    await row.locator('[data-status="completed"]').waitFor();
    expect(await row.getByRole('button', { name: 'Confirm', exact: true }).count()).toBe(0);

    await row.getByRole('link', { name: booking.reference }).click();
    const history = page.getByTestId('history');
    await history.getByText('Ride completed').waitFor();
    await expect(history.locator('li').count()).resolves.toBe(4);
    await history.getByText('Customer (no account)').waitFor();
    await expect(history.getByText(`${TEST_ADMIN.email} (Admin)`).count()).resolves.toBe(3);

    await page
      .getByRole('navigation', { name: 'Admin navigation' })
      .getByRole('link', { name: 'Dashboard' })
      .click();
    await page.getByTestId('completion-rate').getByText('100%').waitFor();
    expect(await page.getByTestId('revenue').textContent()).toContain(booking.total_fare.toFixed(2));
  });

  it('shows a clear message when someone else changed the booking first', async () => {
    const booking = await book('race@example.be');
    await page.goto(`${server.url}/admin/bookings`);
    const row = page.locator(`tr[data-booking="${booking.id}"]`);
    await row.getByRole('button', { name: 'Confirm', exact: true }).waitFor();
    // Another admin confirms it behind this page's back (live updates may refresh the row first: block them).
    await page.route('**/api/admin/bookings?**', (route) => route.abort());
    const other = await fetch(`${server.url}/api/admin/bookings/${booking.id}/confirm`, {
      method: 'POST',
      headers: { authorization: `Bearer ${server.adminToken}`, 'if-match': '"0"' },
    });
    expect(other.status).toBe(200);
    await row.getByRole('button', { name: 'Cancel', exact: true }).click();
    // A pending booking's cancellation is asked first (decision 273).
    await row.getByRole('button', { name: 'Yes, cancel the booking' }).click();
    await toast(page, /Someone else changed this booking/).waitFor();
    await page.unroute('**/api/admin/bookings?**');
  });

  it('asks before cancelling with the focus on "Keep booking": Enter twice cancels nothing, Tab then Enter cancels (decision 289)', async () => {
    const booking = await book('keyboard@example.be');
    await page.goto(`${server.url}/admin/bookings/${booking.id}`);
    const focused = () => page.evaluate(() => document.activeElement?.textContent);
    const status = page.locator('[data-status]').first();
    await page.getByRole('button', { name: 'Cancel', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(focused).toBe('Keep booking');
    await page.keyboard.press('Enter');
    await expect.poll(focused).toBe('Cancel');
    expect(await status.textContent()).toBe('Pending');

    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect.poll(focused).toBe('Yes, cancel the booking');
    await page.keyboard.press('Enter');
    await toast(page, 'Booking cancelled').waitFor();
    await expect.poll(() => status.textContent()).toBe('Cancelled');
  });

  it('raises the badge live when a new booking arrives, and marks notifications read', async () => {
    await page.goto(`${server.url}/admin/notifications`);
    await page.getByRole('heading', { level: 1, name: 'Notifications' }).waitFor();
    const badge = page.getByTestId('unread-badge');
    const before = Number((await badge.textContent()) ?? '0');
    // A visitor books in another browser context: the open panel hears it without a reload.
    const visitor = await browser.newContext();
    await visitor.request.post(`${server.url}/api/bookings`, {
      data: bookingRequest({
        scheduled_time: new Date(Date.now() + 80 * 3_600_000).toISOString(),
        emergency_contact_name: 'Live Visitor',
        emergency_contact_phone: '+32 470 00 00 00',
        emergency_contact_email: 'live@example.be',
        passenger_count: 1,
        luggage_count: 0,
        flight_number: null,
      }),
    });
    await visitor.close();
    await page.waitForFunction(
      (n) => Number(document.querySelector('[data-testid="unread-badge"]')?.textContent ?? 0) > n,
      before,
      { timeout: 5000 },
    );
    await page.locator('li[data-read="false"] button').first().click();
    await page.getByRole('button', { name: 'Mark all as read' }).click();
    await toast(page, 'All notifications marked as read').waitFor();
    await badge.waitFor({ state: 'detached' });
  });

  it('creates a vehicle that the public fleet shows', async () => {
    await page.goto(`${server.url}/admin/vehicles/new`);
    await page.getByLabel('Name').fill('Maybach Test Edition');
    await page.getByLabel('Description', { exact: true }).fill('The quiet one.');
    // The French version, in its section that the keyboard opens (issue 14).
    await page.locator('summary', { hasText: 'French' }).focus();
    await page.keyboard.press('Enter');
    await page.getByLabel('Description (French)').fill('La silencieuse.');
    await page.getByLabel('Price per km').fill('4.25');
    await page.getByLabel('Max passengers').fill('3');
    await page.getByLabel('Max luggage').fill('2');
    await page.getByLabel('Image URL').fill('not a url');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText(/URL/).first().waitFor();
    await page.getByLabel('Image URL').fill('/images/missing.jpg');
    await page.getByTestId('image-placeholder').waitFor();
    await page.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Vehicle saved').waitFor();
    await page.getByText('Maybach Test Edition').waitFor();
    const fleet = await browser.newPage();
    await fleet.goto(`${server.url}/fleet`);
    await fleet.getByText('Maybach Test Edition', { exact: true }).waitFor();
    await fleet.getByText('The quiet one.').waitFor();
    await fleet.close();
    const french = await browser.newContext({ locale: 'fr-BE' });
    const frenchFleet = await french.newPage();
    await frenchFleet.goto(`${server.url}/fleet`);
    await frenchFleet.getByText('La silencieuse.').waitFor();
    expect(await frenchFleet.getByText('The quiet one.').count()).toBe(0);
    await french.close();
  });

  it('publishes a post with an uploaded image that /blog shows', async () => {
    await page.goto(`${server.url}/admin/blog/new`);
    await page.getByLabel('Title', { exact: true }).fill('Night flights from Zaventem');
    await expect(page.getByLabel('Slug').inputValue()).resolves.toBe('night-flights-from-zaventem');
    await page.getByLabel('Content', { exact: true }).fill('We wait for **every** late flight.');
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'plane.png', mimeType: 'image/png', buffer: PNG });
    await page.getByTestId('featured-preview').waitFor();
    await page.getByLabel('Status').selectOption('active');
    await page.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Post saved').waitFor();
    const blog = await browser.newPage();
    await blog.goto(`${server.url}/blog`);
    await blog.getByText('Night flights from Zaventem').first().waitFor();
    await blog.close();
  });

  it('searches customers by part of their e-mail', async () => {
    await fetch(`${server.url}/api/auth/sign-up`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'Findable.Customer@example.com', password: 'secret-123' }),
    });
    await page.goto(`${server.url}/admin/customers`);
    await page.getByPlaceholder('Search by name, e-mail or phone').fill('FINDABLE');
    await page.locator('tbody').getByText('findable.customer@example.com').waitFor();
    // The previous (unfiltered) list stays on screen until the search answers.
    await page.waitForFunction(() => document.querySelectorAll('tbody tr').length === 1);
  });

  it('works on a phone: the sidebar is a drawer', async () => {
    const phone = await signIn(390);
    await phone.getByRole('button', { name: 'Open admin menu' }).click();
    await phone
      .getByRole('navigation', { name: 'Admin navigation' })
      .getByRole('link', { name: 'Settings' })
      .click();
    await phone.waitForURL(`${server.url}/admin/settings`);
    await phone.getByRole('tab', { name: 'General' }).waitFor({ timeout: 10_000 });
    await phone.context().close();
  });
});
