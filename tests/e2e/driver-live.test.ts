import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBrowserApp, type BrowserApp } from '../support/browser-app';
import { addDriver } from '../support/drivers';
import { bookingRequest } from '../support/booking-request';

const SHOTS = process.env.DRIVER_LIVE_SHOTS;
const LOOKS = [
  ['en', 'Offline, retrying…', 390],
  ['en', 'Offline, retrying…', 1280],
  ['fr', 'Hors ligne, nouvelle tentative…', 390],
  ['fr', 'Hors ligne, nouvelle tentative…', 1280],
] as const;
const DRIVER = {
  name: 'Karim Benali',
  email: 'karim@e2e.example',
  password: 'a-long-driver-passphrase',
  phone: '+32 470 11 22 33',
  languages: ['fr', 'en'],
};

/**
 * Decision 236: a chauffeur with /driver open sees a ride the office assigns to them appear by itself, in
 * seconds (the page's fallback poll is a minute: only the live stream can bring it this soon); and when
 * the stream cannot be reached, the page says so quietly.
 */
describe("browser: the driver's page is live", () => {
  let app: BrowserApp;
  let browser: Browser;
  let url: string;
  let chauffeurId: string;
  const bearer = () => ({ authorization: `Bearer ${app.server.adminToken}` });
  const json = { 'content-type': 'application/json' };

  const api = async (path: string, init: RequestInit = {}) => {
    const response = await fetch(`${url}${path}`, init);
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return (response.status === 204 ? {} : await response.json()) as Record<string, unknown>;
  };

  beforeAll(async () => {
    app = await startBrowserApp('driver-live', { carsPerModel: 1 });
    browser = app.browser;
    url = app.server.url;
    chauffeurId = await addDriver(app.server, app.dataDir, DRIVER);
  }, 120_000);
  afterAll(async () => app?.close());

  const driverPage = async (lang: 'en' | 'fr', width: number) => {
    const context = await browser.newContext({
      locale: lang === 'en' ? 'en-GB' : 'fr-BE',
      viewport: { width, height: 800 },
    });
    const page = await context.newPage();
    if (process.env.DEBUG_DRIVER_LIVE) {
      page.on('console', (m) => console.log('console', m.text()));
      page.on('request', (r) => console.log('request', r.method(), r.url()));
      page.on('response', (r) => console.log('response', r.status(), r.url()));
      page.on('requestfailed', (r) => console.log('failed', r.url(), r.failure()?.errorText));
    }
    await page.goto(`${url}/auth`);
    await page.locator('main input[type="email"]').first().fill(DRIVER.email);
    await page.locator('main input[type="password"]').first().fill(DRIVER.password);
    // The stream is open once the page connected with its ticket (it connects right after signing in).
    const connected = page.waitForResponse((r) => r.url().includes('/api/driver/live?ticket='));
    await page.locator('main form button[type="submit"]').first().click();
    await page.waitForURL(`${url}/driver`);
    return { page, connected };
  };
  const shoot = async (page: Page, name: string) => {
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
  };

  it('shows a ride assigned while the page is open, within seconds, with no reload', async () => {
    const { page, connected } = await driverPage('en', 390);
    await page.getByText('No rides assigned to you yet.').waitFor();
    await connected;
    const booking = await api('/api/bookings', {
      method: 'POST',
      headers: json,
      body: JSON.stringify(bookingRequest({ language: 'fr' })),
    });
    await api(`/api/admin/bookings/${booking.id as string}/chauffeur`, {
      method: 'PUT',
      headers: { ...bearer(), ...json, 'if-match': '"0"' },
      body: JSON.stringify({ chauffeur_id: chauffeurId }),
    });
    const assignedAt = Date.now();
    await page.getByRole('article').waitFor({ timeout: 5_000 });
    expect(Date.now() - assignedAt).toBeLessThan(5_000);
    await shoot(page, 'driver-en-390-live');
    await page.context().close();
  }, 30_000);

  it('says quietly that it is offline while the live stream cannot be reached, then goes live again', async () => {
    // Every language and width when screenshots are asked for; else French on a phone (a cheap test).
    const looks = SHOTS ? LOOKS : LOOKS.filter(([lang, , width]) => lang === 'fr' && width === 390);
    for (const [lang, text, width] of looks) {
      const { page } = await driverPage(lang, width);
      await page.route('**/api/driver/live/ticket', (route) => route.abort());
      await page.reload();
      await page.getByRole('status').getByText(text).waitFor({ timeout: 10_000 });
      await page.getByRole('article').waitFor();
      await shoot(page, `driver-${lang}-${width}-offline`);
      await page.unroute('**/api/driver/live/ticket');
      // Back: the next try reconnects and the line goes (the waits grow: 1 s, 2 s…).
      await page.getByRole('status').getByText(text).waitFor({ state: 'detached', timeout: 10_000 });
      await shoot(page, `driver-${lang}-${width}-live`);
      await page.context().close();
    }
  }, 60_000);

  it('says at once that a start tapped offline has not reached the office, and sends it once back online (browser tour 3)', async () => {
    // A ride starts from 2 hours before its pickup (issue 13): with no lead time, a pickup within the hour.
    await api('/api/admin/settings', {
      method: 'PATCH',
      headers: { ...bearer(), ...json, 'if-match': '-1' },
      body: JSON.stringify({ booking_lead_time_hours: 0 }),
    });
    const booking = await api('/api/bookings', {
      method: 'POST',
      headers: json,
      body: JSON.stringify(
        bookingRequest({ language: 'fr', scheduled_time: new Date(Date.now() + 3_600_000).toISOString() }),
      ),
    });
    const id = booking.id as string;
    await api(`/api/admin/bookings/${id}/confirm`, {
      method: 'POST',
      headers: { ...bearer(), 'if-match': '"0"' },
    });
    await api(`/api/admin/bookings/${id}/chauffeur`, {
      method: 'PUT',
      headers: { ...bearer(), ...json, 'if-match': '"1"' },
      body: JSON.stringify({ chauffeur_id: chauffeurId }),
    });
    const { page } = await driverPage('fr', 390);
    const card = page.locator(`article[data-ride="${id}"]`);
    await card.getByRole('button', { name: 'Démarrer la course' }).click();
    await page.context().setOffline(true);
    await card.getByRole('button', { name: 'Oui, démarrer la course' }).click();
    await card
      .getByRole('status')
      .getByText(
        'Pas de connexion\u00a0: le démarrage n’est pas encore parvenu au bureau. Il partira dès le retour du réseau.',
      )
      .waitFor({ timeout: 2_000 });
    await shoot(page, 'driver-fr-390-start-offline');
    await page.context().setOffline(false);
    await page.getByText('Course démarrée').first().waitFor({ timeout: 15_000 });
    await card.getByRole('button', { name: 'Terminer la course' }).waitFor();
    expect(await card.getByText(/^Pas de connexion/).count()).toBe(0);
    await page.context().close();
  }, 60_000);
});
