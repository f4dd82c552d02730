import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brusselsDayOf, brusselsDayStart } from '@chauffeur/contracts';
import { startBrowserApp, type BrowserApp } from '../support/browser-app';
import type { RunningServer } from '../support/server';
import { signInAdmin } from '../support/admin-sign-in';

const GRAND_PLACE = { address: 'Grand-Place, 1000 Bruxelles, Belgium', lat: 50.8467, lng: 4.3525 };
const AIRPORT = { address: 'Brussels Airport, 1930 Zaventem, Belgium', lat: 50.9014, lng: 4.4844 };
const S_CLASS = '5b1e7c2a-0d4f-4c1e-9a11-0e1a2b3c4d03';
const E_CLASS = '5b1e7c2a-0d4f-4c1e-9a11-0e1a2b3c4d01';
const SHOTS = process.env.SCREENSHOTS_DIR;

/**
 * Issue 17 point 4: the dispatch board on a fresh install, a day with two rides (one with a chauffeur): the
 * lanes and the unassigned column at 1280 px, the list at 390 px, in English and French.
 */
describe('browser: the dispatch board', () => {
  let app: BrowserApp;
  let server: RunningServer;
  let browser: Browser;
  // Three days ahead: past any booking lead time.
  const day = brusselsDayOf(new Date(Date.now() + 72 * 3_600_000));
  const at = (hours: number) => new Date(Date.parse(brusselsDayStart(day)) + hours * 3_600_000).toISOString();

  const api = async (path: string, init: RequestInit = {}) => {
    const response = await fetch(`${server.url}${path}`, init);
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return response.json() as Promise<Record<string, unknown>>;
  };

  beforeAll(async () => {
    app = await startBrowserApp('dispatch');
    ({ server, browser } = app);
    const json = { 'content-type': 'application/json' };
    const admin = { ...json, authorization: `Bearer ${server.adminToken}` };
    const book = (hours: number, vehicle_id: string, name: string) =>
      api('/api/bookings', {
        method: 'POST',
        headers: json,
        body: JSON.stringify({
          pickup_location: GRAND_PLACE,
          dropoff_location: AIRPORT,
          scheduled_time: at(hours),
          vehicle_id,
          emergency_contact_name: name,
          emergency_contact_phone: '+32 470 12 34 56',
          emergency_contact_email: 'anne.peeters@example.be',
          passenger_count: 2,
          luggage_count: 1,
          flight_number: null,
          is_round_trip: false,
          language: 'fr',
        }),
      });
    const first = await book(9, S_CLASS, 'Anne Peeters');
    await book(14.5, E_CLASS, 'Marc Dubois');
    const chauffeur = await api('/api/admin/chauffeurs', {
      method: 'POST',
      headers: admin,
      body: JSON.stringify({
        name: 'Karim Benali',
        phone: '+32 470 11 22 33',
        email: 'karim@example.be',
        languages: ['fr', 'en'],
        active: true,
      }),
    });
    await api(`/api/admin/bookings/${first.id}/chauffeur`, {
      method: 'PUT',
      headers: { ...admin, 'if-match': '"0"' },
      body: JSON.stringify({ chauffeur_id: chauffeur.id }),
    });
  }, 120_000);
  afterAll(async () => app?.close());

  async function openBoard(width: number, locale: string): Promise<Page> {
    const context = await browser.newContext({
      viewport: { width, height: width < 600 ? 844 : 900 },
      locale,
    });
    const page = await context.newPage();
    await signInAdmin(page, server.url);
    await page.goto(`${server.url}/admin/dispatch?date=${day}`);
    return page;
  }

  it.each([
    ['en-GB', 'Unassigned', 'Karim Benali'],
    ['fr-BE', 'Non attribuées', 'Karim Benali'],
  ])('shows the lanes and the unassigned column at 1280 px (%s)', async (locale, unassigned, chauffeur) => {
    const page = await openBoard(1280, locale);
    await page.getByTestId('lanes').waitFor();
    expect(await page.getByRole('heading', { name: new RegExp(unassigned) }).isVisible()).toBe(true);
    const lane = page.getByTestId('lanes').getByRole('row').filter({ hasText: chauffeur });
    await expect(lane.getByRole('button').count()).resolves.toBe(1);
    // Both rides lack a car: both are in the column.
    await expect(page.getByTestId('unassigned').getByRole('button').count()).resolves.toBe(2);
    // The board opens scrolled to its first ride: the hour the view begins in shows its label whole, inside
    // the scroller and clear of the sticky lane names (a view opening mid-hour hid it under them).
    const first = await page.getByTestId('lanes').evaluate((scroller) => {
      const box = (element: Element) => element.getBoundingClientRect();
      const names = box(scroller.querySelector('[role="columnheader"]')!);
      const labels = Array.from(scroller.querySelectorAll('[role="columnheader"][aria-label] span')).map(
        (label) => ({ left: box(label).left, right: box(label).right }),
      );
      // The label of the hour at the view's left edge: the last one starting at or before it.
      const label = labels.filter((l) => l.left <= names.right + 0.5).pop() ?? labels[0]!;
      return {
        ...label,
        viewLeft: names.right,
        scroller: { left: box(scroller).left, right: box(scroller).right },
      };
    });
    expect(first.left).toBeGreaterThanOrEqual(first.scroller.left);
    expect(first.left).toBeGreaterThanOrEqual(first.viewLeft - 0.5);
    expect(first.right).toBeLessThanOrEqual(first.scroller.right);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/dispatch-${locale}-1280.png`, fullPage: true });
    await page.getByTestId('unassigned').getByRole('button').first().click();
    await page.getByTestId('assign-panel').waitFor();
    await page.waitForLoadState('networkidle');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/dispatch-${locale}-1280-panel.png` });
    await page.keyboard.press('Escape');
    await page.getByTestId('assign-panel').waitFor({ state: 'detached' });
    await page.context().close();
  });

  it.each(['en-GB', 'fr-BE'])(
    'lists the rides on a phone, without sideways scrolling (%s)',
    async (locale) => {
      const page = await openBoard(390, locale);
      const list = page.getByTestId('dispatch-list');
      await list.waitFor();
      await expect(list.getByRole('listitem').count()).resolves.toBe(2);
      expect(await page.getByTestId('lanes').isVisible()).toBe(false);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/dispatch-${locale}-390.png`, fullPage: true });
      await list.getByRole('button').first().click();
      await page.getByTestId('assign-panel').waitFor();
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/dispatch-${locale}-390-panel.png` });
      await page.context().close();
    },
  );
});
