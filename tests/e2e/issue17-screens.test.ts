/// <reference lib="dom" />
// Functions passed to page.evaluate run in the browser: they use its globals.
import AxeBuilder from '@axe-core/playwright';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBrowserApp, type BrowserApp } from '../support/browser-app';
import { addDriver } from '../support/drivers';
import { englishTexts } from '../support/english';
import { settle, visibleTexts } from '../support/page-texts';
import { TEST_ADMIN } from '../support/server';
import { bookingRequest, S_CLASS } from '../support/booking-request';

const SHOTS = process.env.ISSUE17_SHOTS;
const DRIVER = {
  name: 'Karim Benali',
  email: 'karim@e2e.example',
  password: 'a-long-driver-passphrase',
  phone: '+32 470 11 22 33',
  languages: ['fr', 'nl', 'en'],
};
const WIDTHS = [390, 1280] as const;

/** Names the same in every language: the test data's people, places, models, plates and addresses. */
const PROPER_NAMES = [
  'Mercedes-Benz E-Class',
  'Mercedes-Benz S-Class',
  'Mercedes-Benz V-Class',
  'BMW 7 Series',
  'Brussels Airport',
  'Brussels Private Chauffeur',
  'Grand-Place',
  'Anne Peeters',
  'Belgium',
  DRIVER.name,
  DRIVER.email,
  TEST_ADMIN.email,
];

/** A text that is an i18n key shown raw (`staff.roles.driver`, `audit.kinds.zone`): a missing translation. */
const RAW_KEY = /^[a-z][A-Za-z0-9_]*(\.[A-Za-z0-9_]+)+$/;

/**
 * Issue 17, "every new screen works in en, nl, fr and de at 390 px and 1280 px with no serious axe finding":
 * each screen the issue added or changed, signed in as the admin (and as a chauffeur for /driver), in a
 * browser set to each language, at both widths.
 */
describe('browser: the screens of issue 17 in four languages, on a phone and a desktop', () => {
  let app: BrowserApp;
  let browser: Browser;
  let url: string;
  let paths: string[];

  const api = async (path: string, init: RequestInit = {}) => {
    const response = await fetch(`${url}${path}`, init);
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return (response.status === 204 ? {} : await response.json()) as Record<string, unknown>;
  };

  beforeAll(async () => {
    app = await startBrowserApp('issue17-screens');
    browser = app.browser;
    url = app.server.url;
    const json = { 'content-type': 'application/json' };
    const bearer = { authorization: `Bearer ${app.server.adminToken}` };
    const admin = { ...bearer, ...json };
    // A confirmed booking with its chauffeur (who has an account, so /driver lists it), a car of the
    // S-Class, a customer: something on every screen.
    const booking = await api('/api/bookings', {
      method: 'POST',
      headers: json,
      body: JSON.stringify(bookingRequest({ flight_number: 'SN 2902', language: 'fr' })),
    });
    const bookingId = booking.id as string;
    await api(`/api/admin/bookings/${bookingId}/confirm`, {
      method: 'POST',
      headers: { ...bearer, 'if-match': '"0"' },
    });
    const chauffeurId = await addDriver(app.server, app.dataDir, DRIVER);
    await api(`/api/admin/bookings/${bookingId}/chauffeur`, {
      method: 'PUT',
      headers: { ...admin, 'if-match': '"1"' },
      body: JSON.stringify({ chauffeur_id: chauffeurId }),
    });
    await api(`/api/admin/vehicles/${S_CLASS}/cars`, {
      method: 'POST',
      headers: admin,
      body: JSON.stringify({ plate: '1-ABC-123', colour: 'Obsidian black', active: true }),
    });
    const customers = await api('/api/admin/customers?q=anne.peeters', { headers: bearer });
    const customerKey = (customers.items as { key: string }[])[0]!.key;
    paths = [
      '/admin/chauffeurs',
      '/admin/chauffeurs/new',
      `/admin/chauffeurs/${chauffeurId}`,
      '/admin/staff',
      '/admin/fares',
      // The dispatch board on the booking's day (in three days): lanes, the ride, the unassigned column.
      `/admin/dispatch?date=${new Date(Date.now() + 72 * 3_600_000).toLocaleDateString('sv-SE', { timeZone: 'Europe/Brussels' })}`,
      '/admin/activity',
      '/admin/customers',
      `/admin/customers/${customerKey}`,
      `/admin/bookings/${bookingId}`,
      `/admin/bookings/${bookingId}/edit`,
      '/admin/bookings/new',
      `/admin/vehicles/${S_CLASS}`,
      '/admin/settings',
    ];
  }, 120_000);
  afterAll(async () => app?.close());

  const signIn = async (page: Page, email: string, password: string, landing: string) => {
    await page.goto(`${url}/auth`);
    await page.locator('main input[type="email"]').first().fill(email);
    await page.locator('main input[type="password"]').first().fill(password);
    await page.locator('main form button[type="submit"]').first().click();
    await page.waitForURL(`${url}${landing}`);
  };

  /** What is wrong with the page as it is now, at this width, each finding named with where it was seen. */
  async function findingsOn(page: Page, lang: string, label: string): Promise<string[]> {
    const found: string[] = [];
    const heading = page.getByRole('heading').first();
    if (!(await heading.isVisible())) found.push(`${label}: the first heading is not visible`);
    const { scroll, width } = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      width: window.innerWidth,
    }));
    if (scroll > width) found.push(`${label}: ${scroll} px wide in a ${width} px window`);
    const texts = await visibleTexts(page);
    for (const text of texts)
      if (RAW_KEY.test(text.trim())) found.push(`${label}: raw i18n key "${text.trim()}"`);
    if (lang !== 'en')
      for (const finding of englishTexts(texts, PROPER_NAMES))
        found.push(`${label}: English "${finding.text}" (${finding.words.join(', ')})`);
    const axe = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    for (const violation of axe.violations)
      if (violation.impact === 'serious' || violation.impact === 'critical')
        found.push(
          `${label}: axe ${violation.id}: ${violation.nodes.map((n) => n.html.slice(0, 80)).join(' | ')}`,
        );
    if (SHOTS)
      await page.screenshot({
        path: join(SHOTS, `${label.replace(/[^a-z0-9]+/gi, '_')}.png`),
        fullPage: true,
      });
    return found;
  }

  /** Opens `path` once and checks it at each width (a resize, not a second visit). */
  async function check(page: Page, lang: string, path: string): Promise<string[]> {
    await page.setViewportSize({ width: WIDTHS[1], height: 900 });
    await page.goto(`${url}${path}`);
    await settle(page);
    const found: string[] = [];
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
      await page.waitForTimeout(100);
      found.push(...(await findingsOn(page, lang, `${lang} ${width} ${path}`)));
    }
    return found;
  }

  // The four languages side by side: each its own browser contexts, the server shared.
  it.concurrent.each(['en', 'nl', 'fr', 'de'])(
    'every new screen in %s at 390 and 1280 px: readable, fits, translated, no serious axe finding',
    async (lang) => {
      const found: string[] = [];
      const context = await browser.newContext({ locale: lang === 'en' ? 'en-GB' : `${lang}-BE` });
      const page = await context.newPage();
      try {
        // A link that is not valid, before anyone signs in.
        const forged = `00000000-0000-4000-8000-000000000000.00000000-0000-4000-8000-000000000000.${'A'.repeat(43)}`;
        found.push(...(await check(page, lang, `/set-password?token=${forged}`)));
        await signIn(page, TEST_ADMIN.email, TEST_ADMIN.password, '/admin');
        for (const path of paths) found.push(...(await check(page, lang, path)));
      } finally {
        await context.close();
      }
      const driver = await browser.newContext({ locale: lang === 'en' ? 'en-GB' : `${lang}-BE` });
      try {
        const page = await driver.newPage();
        await signIn(page, DRIVER.email, DRIVER.password, '/driver');
        found.push(...(await check(page, lang, '/driver')));
      } finally {
        await driver.close();
      }
      expect([...new Set(found)]).toEqual([]);
    },
    240_000, // four screens × two widths × axe: 50 s alone, over 120 s on a loaded two-core CI machine
  );
});
