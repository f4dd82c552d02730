import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brusselsDayOf, wallTimeOf } from '@chauffeur/contracts';
import { startBrowserApp, type BrowserApp } from '../support/browser-app';
import { bookingRequest } from '../support/booking-request';
import type { RunningServer } from '../support/server';
import { signInAdmin } from '../support/admin-sign-in';

const E_CLASS = '5b1e7c2a-0d4f-4c1e-9a11-0e1a2b3c4d01';
const CHAUFFEUR = { name: 'Karim Benali', email: 'karim@e2e.example' };
const SHOTS = process.env.E2E_SHOTS;

interface AdminBooking {
  id: string;
  reference: string;
  revision: number;
  total_fare: number;
  scheduled_time: string;
}

/**
 * Issue 17's first done-when line, in Chromium against the real server: an operator's day. The demo's one
 * car per model is kept, so a second booking of the E-Class at the same time is refused in the wizard;
 * a second car added in the admin lets it through; the dispatcher assigns a car and a chauffeur on the
 * board; the chauffeur, invited by e-mail, signs in on a phone and drives the ride; the admin watches the
 * status move without reloading, and the dashboard counts the fare.
 */
describe("browser: an operator's day", () => {
  let app: BrowserApp;
  let server: RunningServer;
  let browser: Browser;
  // Inside the default start window (2 h before pickup), so the chauffeur may start at once.
  const pickup = new Date(Math.ceil((Date.now() + 45 * 60_000) / 60_000) * 60_000);

  const api = async <T = Record<string, unknown>>(path: string, init: RequestInit = {}) => {
    const response = await fetch(`${server.url}${path}`, init);
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return response.json() as Promise<T>;
  };
  const admin = () => ({
    'content-type': 'application/json',
    authorization: `Bearer ${server.adminToken}`,
  });
  const adminBookings = async () =>
    (await api<{ items: AdminBooking[] }>('/api/admin/bookings?limit=100', { headers: admin() })).items;

  beforeAll(async () => {
    app = await startBrowserApp('operator-day', { carsPerModel: 1 });
    ({ server, browser } = app);
    // No notice period, so a pickup in 45 minutes may be booked (as allowPickupsSoon does in the API tests).
    await api('/api/admin/settings', {
      method: 'PATCH',
      headers: { ...admin(), 'if-match': '-1' },
      body: JSON.stringify({ booking_lead_time_hours: 0 }),
    });
  }, 120_000);
  afterAll(async () => app?.close());

  /** A fresh context of this size and language, signed in as the admin, on /admin. */
  async function adminPage(width: number, locale: string): Promise<Page> {
    const context = await browser.newContext({ viewport: { width, height: 900 }, locale });
    const page = await context.newPage();
    await signInAdmin(page, server.url);
    return page;
  }

  /** Types into a place field (emptied first, see reservation.test.ts) and picks the option. */
  async function pick(page: Page, field: string, text: string, option: RegExp) {
    const box = page.getByRole('combobox', { name: field });
    await box.fill('');
    await box.fill(text);
    await page.getByRole('option', { name: option }).first().click();
  }

  /** The set-password link of the e-mail in the outbox addressed to `email`. */
  async function invitationLink(email: string): Promise<string> {
    const outbox = join(app.dataDir, 'outbox');
    const deadline = Date.now() + 15_000;
    while (Date.now() < deadline) {
      let files: string[] = [];
      try {
        files = readdirSync(outbox).filter((file) => file.endsWith('.eml'));
      } catch {
        // The outbox is made with the first e-mail.
      }
      for (const file of files) {
        const eml = readFileSync(join(outbox, file), 'utf8').replace(/=\r?\n/g, '');
        if (!eml.includes(email)) continue;
        const link = /https?:\/\/[^\s"<>]*\/set-password#token=[A-Za-z0-9%._=-]+/.exec(eml)?.[0];
        if (link) return link.replace(/=3D/g, '=').replace(/^https?:\/\/[^/]+/, server.url);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`no invitation for ${email} in ${outbox}`);
  }

  /** The amount a dashboard figure shows ("€1,234.50" in en-GB). */
  const amount = (text: string | null) => Number((text ?? '').replace(/[^0-9.]/g, ''));

  it('refuses a double booking, books with a second car, dispatches, drives and counts the ride', async () => {
    // 1. A customer has the E-Class, whose one car is then taken.
    await api('/api/bookings', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(
        bookingRequest({
          scheduled_time: pickup.toISOString(),
          vehicle_id: E_CLASS,
          flight_number: null,
          language: 'fr',
        }),
      ),
    });

    // 2. A second customer asks the wizard for the same time: the E-Class cannot be selected, and says why.
    const visitor = await (
      await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-GB' })
    ).newPage();
    await visitor.goto(`${server.url}/reservation`);
    await visitor.getByRole('heading', { name: 'Book Your Premium Transfer' }).waitFor();
    await pick(visitor, 'Pickup Point', 'Grand-Place', /^Grand.Place/);
    await pick(visitor, 'Destination', 'Brussels Airport', /^Brussels Airport/);
    // The wizard reads the date and time on the Brussels clock, whatever the browser's zone (decision 234).
    const { date, time } = wallTimeOf(pickup);
    await visitor.getByLabel('Date', { exact: true }).fill(date);
    await visitor.getByLabel('Time', { exact: true }).fill(time);
    await visitor.getByLabel('Time', { exact: true }).blur();
    await visitor.getByRole('button', { name: 'Continue', exact: true }).click();
    const eClass = visitor.getByRole('button', { name: /^Select Mercedes-Benz E-Class/ });
    await eClass.waitFor();
    expect(await eClass.isDisabled()).toBe(true);
    const reason = await eClass.getAttribute('aria-describedby');
    expect(await visitor.locator(`#${reason}`).textContent()).toBe(
      'Not available at this time: all our cars of this model are booked.',
    );
    if (SHOTS) await visitor.screenshot({ path: `${SHOTS}/operator-refused.png`, fullPage: true });

    // 3. The admin adds a second E-Class car on the model's page.
    const desk = await adminPage(1280, 'en-GB');
    await desk.goto(`${server.url}/admin/vehicles/${E_CLASS}`);
    await desk.getByRole('heading', { name: 'Cars' }).waitFor();
    await desk.getByLabel('Plate').fill('1-ABC-234');
    await desk.getByLabel('Colour').fill('Obsidian Black');
    await desk.getByRole('button', { name: 'Add car' }).click();
    // The car list shows the plate, and the model's history too since decision 250: the list's own row.
    await desk.getByText('1-ABC-234').first().waitFor();

    // 4. The wizard (its answers kept over a reload) now books the E-Class.
    await visitor.reload();
    await eClass.waitFor();
    await expect.poll(() => eClass.isEnabled(), { timeout: 15_000 }).toBe(true);
    await eClass.click();
    await visitor.getByRole('heading', { name: 'Contact details' }).waitFor();
    await visitor.getByLabel('Full name').fill('Jane Customer');
    await visitor.getByLabel('Phone number').fill('+32 470 98 76 54');
    await visitor.getByLabel('Email', { exact: true }).fill('jane@example.com');
    await visitor.getByRole('button', { name: 'Continue to Summary' }).click();
    await visitor.getByRole('button', { name: 'Confirm Booking' }).click();
    const dialog = visitor.getByRole('dialog', { name: 'Booking Confirmed!' });
    await dialog.waitFor();
    const reference = (await dialog.getByTestId('booking-reference').textContent())!.trim();
    await visitor.context().close();
    const ride = (await adminBookings()).find((booking) => booking.reference === reference)!;
    expect(ride).toBeDefined();
    expect(ride.total_fare).toBeGreaterThan(0);
    // Both customers have their E-Class at the same time now.
    const atPickup = (await adminBookings()).filter((b) => Date.parse(b.scheduled_time) === pickup.getTime());
    expect(atPickup).toHaveLength(2);
    await api(`/api/admin/bookings/${ride.id}/confirm`, {
      method: 'POST',
      headers: { authorization: `Bearer ${server.adminToken}`, 'if-match': `"${ride.revision}"` },
    });

    // 5. The chauffeur is added, which invites their driver account by e-mail.
    await api('/api/admin/chauffeurs', {
      method: 'POST',
      headers: admin(),
      body: JSON.stringify({
        ...CHAUFFEUR,
        phone: '+32 470 11 22 33',
        languages: ['fr', 'en'],
        active: true,
      }),
    });

    // 6. On the dispatch board the dispatcher gives the ride a car and the chauffeur.
    await desk.goto(`${server.url}/admin/dispatch?date=${brusselsDayOf(pickup)}`);
    await desk
      .getByTestId('unassigned')
      .getByRole('button', { name: new RegExp(reference) })
      .click();
    const panel = desk.getByTestId('assign-panel');
    await panel.getByRole('heading', { name: `Assign ${reference}` }).waitFor();
    const cars = panel.getByRole('list', { name: 'Cars for this ride' });
    await cars.getByRole('button', { name: /1-ABC-234/ }).click();
    await cars
      .getByRole('button', { name: /1-ABC-234/ })
      .getByText('Assigned')
      .waitFor();
    const chauffeurs = panel.getByRole('list', { name: 'Chauffeurs for this ride' });
    await chauffeurs.getByRole('button', { name: new RegExp(CHAUFFEUR.name) }).click();
    await chauffeurs
      .getByRole('button', { name: new RegExp(CHAUFFEUR.name) })
      .getByText('Assigned')
      .waitFor();
    if (SHOTS) await desk.screenshot({ path: `${SHOTS}/operator-dispatch.png` });

    // 7. The admin watches the booking's page and the dashboard, neither reloaded from here on.
    await desk.goto(`${server.url}/admin/bookings/${ride.id}`);
    const status = desk.locator('main [data-status]').first();
    await desk.locator('main [data-status="confirmed"]').first().waitFor();
    await desk.evaluate(() => ((window as unknown as { untouched: boolean }).untouched = true));
    const dashboard = await desk.context().newPage();
    await dashboard.goto(`${server.url}/admin`);
    const revenue = dashboard.getByTestId('revenue');
    await revenue.waitFor();
    const before = amount(await revenue.textContent());
    await dashboard.evaluate(() => ((window as unknown as { untouched: boolean }).untouched = true));

    // 8. The chauffeur chooses a password by the e-mailed link on a phone and lands on their rides.
    const phone = await (
      await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'fr-BE' })
    ).newPage();
    await phone.goto(await invitationLink(CHAUFFEUR.email));
    await phone.getByLabel('Nouveau mot de passe').fill('a-long-driving-passphrase');
    await phone.getByRole('button', { name: 'Enregistrer et se connecter' }).click();
    await phone.waitForURL(`${server.url}/driver`);
    await phone.getByRole('heading', { level: 1, name: 'Mes courses' }).waitFor();

    // 9. The chauffeur sees the ride, starts it and completes it; the admin sees each step live.
    const card = phone.locator(`[data-ride="${ride.id}"]`);
    await card.waitFor();
    await card.getByRole('button', { name: 'Démarrer la course' }).click();
    // Starting is asked first too (decision 261).
    await card.getByRole('button', { name: 'Oui, démarrer la course' }).click();
    await desk.locator('main [data-status="in_progress"]').first().waitFor();
    await card.getByRole('button', { name: 'Terminer la course' }).click();
    // Asked first, naming the ride (decision 254).
    await card.getByRole('button', { name: 'Oui, terminer la course' }).click();
    await desk.locator('main [data-status="completed"]').first().waitFor();
    expect(await status.getAttribute('data-status')).toBe('completed');
    if (SHOTS) await phone.screenshot({ path: `${SHOTS}/operator-driver.png`, fullPage: true });

    // 10. The dashboard counts the ride's fare.
    await expect
      .poll(async () => amount(await revenue.textContent()), { timeout: 15_000 })
      .toBeCloseTo(before + ride.total_fare, 2);
    for (const page of [desk, dashboard])
      expect(await page.evaluate(() => (window as unknown as { untouched?: boolean }).untouched)).toBe(true);
    if (SHOTS) await dashboard.screenshot({ path: `${SHOTS}/operator-dashboard.png`, fullPage: true });
  }, 90_000);
});
