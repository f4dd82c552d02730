/// <reference lib="dom" />
// Functions passed to page.evaluate run in the browser: they use its globals.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDriver } from '../support/drivers';
import { startBrowserApp, type BrowserApp } from '../support/browser-app';
import { AIRPORT, GRAND_PLACE, S_CLASS, bookingRequest } from '../support/booking-request';
import { englishTexts } from '../support/english';
import { settle, visibleTexts } from '../support/page-texts';
import { TEST_ADMIN } from '../support/server';

const DRIVER = {
  name: 'Karim Benali',
  email: 'karim@walk.example',
  password: 'a-long-driver-passphrase',
  phone: '+32 470 11 22 33',
  languages: ['fr', 'nl'],
};

/**
 * Names that stay as they are in every language: the fleet's models, places, people and addresses of the
 * test data, and the technical names an admin reads (e-mail addresses, references).
 */
const PROPER_NAMES = [
  'Mercedes-Benz E-Class',
  'Mercedes-Benz S-Class',
  'Mercedes-Benz V-Class',
  'BMW 7 Series',
  'Brussels Airport',
  'Brussels Private Chauffeur',
  'Grand-Place',
  'Anne Peeters',
  'Jan Janssens',
  'Belgium',
  DRIVER.name,
  DRIVER.email,
  TEST_ADMIN.email,
];

/**
 * Issue 14, point 5: every screen translated. Walks every public and admin route in nl, fr and de, with
 * the forms' field errors shown, and fails on any English text that is not a proper name.
 */
describe('browser: every screen in nl, fr and de (issue 14 translation walk)', () => {
  let app: BrowserApp;
  let browser: Browser;
  let url: string;
  let bookingId: string;
  let serviceSlug: string;
  let postSlug: string;
  let postId: string;
  let customerKey: string;
  let chauffeurId: string;
  type Texts = Record<string, string>;
  /** Texts the walk must find in the visitor's language: a page that shows nothing would pass otherwise. */
  let expected: { vehicle: Texts; service: Texts; post: Texts };

  const api = async (path: string, init: RequestInit = {}) => {
    const response = await fetch(`${url}${path}`, init);
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return response.json() as Promise<Record<string, unknown>>;
  };

  beforeAll(async () => {
    app = await startBrowserApp('translation-walk');
    browser = app.browser;
    url = app.server.url;
    const json = { 'content-type': 'application/json' };
    const admin = { authorization: `Bearer ${app.server.adminToken}` };
    // Something on every admin screen: a booking (with its notification), a message, a customer.
    const booking = await api('/api/bookings', {
      method: 'POST',
      headers: json,
      body: JSON.stringify(bookingRequest({ flight_number: 'SN 2902', language: 'fr' })),
    });
    bookingId = booking.id as string;
    await api(`/api/admin/bookings/${bookingId}/confirm`, {
      method: 'POST',
      headers: { ...admin, 'if-match': '"0"' },
    });
    await api('/api/messages', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({
        name: 'Jan Janssens',
        email: 'jan.janssens@example.be',
        phone: '+32 470 00 00 00',
        message: 'Bonjour, avez-vous un monospace pour six personnes le 12 décembre ?',
      }),
    });
    await fetch(`${url}/api/auth/sign-up`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email: 'client@example.be', password: 'correct-horse-battery-9' }),
    });
    const service = ((await api('/api/services')).items as { slug: string; title: Texts }[])[0]!;
    serviceSlug = service.slug;
    const post = ((await api('/api/blog')).items as { slug: string; id: string; title: Texts }[])[0]!;
    postSlug = post.slug;
    postId = post.id;
    const customers = await api('/api/admin/customers?q=anne.peeters', { headers: admin });
    customerKey = (customers.items as { key: string }[])[0]!.key;
    // Issue 17: a chauffeur with a driver account (from the invitation e-mail), who drives the booking.
    chauffeurId = await addDriver(app.server, app.dataDir, DRIVER);
    await api(`/api/admin/bookings/${bookingId}/chauffeur`, {
      method: 'PUT',
      headers: { ...admin, ...json, 'if-match': '"1"' },
      body: JSON.stringify({ chauffeur_id: chauffeurId }),
    });
    const vehicle = ((await api('/api/vehicles')).items as { description: Texts }[])[0]!;
    expected = { vehicle: vehicle.description, service: service.title, post: post.title };
  });
  afterAll(async () => app?.close());

  /** Opens `path`, lets the page settle, runs `act` (e.g. an invalid submit) and returns its English texts. */
  async function englishOn(page: Page, path: string, act?: (page: Page) => Promise<void>, label = path) {
    await page.goto(`${url}${path}`);
    await settle(page);
    if (act) {
      await act(page);
      await page.waitForTimeout(300);
    }
    return findingsOn(page, label);
  }

  /** The English texts on the page as it is now, each named with where it was seen. */
  async function findingsOn(page: Page, label: string) {
    return englishTexts(await visibleTexts(page), PROPER_NAMES).map(
      (finding) => `${label}: "${finding.text}" (${finding.words.join(', ')})`,
    );
  }

  /** Waits for a text of the seeded content in the page's language; fails the walk if it never comes. */
  const shows = (text: () => string) => async (page: Page) => {
    await page.getByText(text(), { exact: true }).first().waitFor({ timeout: 10_000 });
  };

  const submitEmpty = (selector: string) => async (page: Page) => {
    await page.locator(selector).first().click({ timeout: 10_000 });
  };

  it.each(['nl', 'fr', 'de'])(
    'shows no English sentence on any public or admin screen in %s',
    async (lang) => {
      const context = await browser.newContext({
        locale: `${lang}-BE`,
        viewport: { width: 1280, height: 900 },
      });
      const page = await context.newPage();
      const found: string[] = [];
      try {
        for (const [path, act] of [
          ['/', submitEmpty('#contact form button[type="submit"]')],
          ['/fleet', shows(() => expected.vehicle[lang]!)],
          ['/services', shows(() => expected.service[lang]!)],
          [`/services/${serviceSlug}`, shows(() => expected.service[lang]!)],
          ['/about'],
          ['/blog', shows(() => expected.post[lang]!)],
          [
            `/blog/${postSlug}`,
            async (page: Page) => {
              await shows(() => expected.post[lang]!)(page);
              expect(await page.title()).toContain(expected.post[lang]!);
            },
          ],
          ['/reservation'],
          ['/auth', submitEmpty('main form button[type="submit"]')],
          ['/privacy'],
          ['/terms'],
          ['/no-such-page'],
        ] as [string, ((page: Page) => Promise<void>)?][])
          found.push(...(await englishOn(page, path, act)));

        // On a phone: the header's menu, open.
        await page.setViewportSize({ width: 390, height: 844 });
        found.push(
          ...(await englishOn(
            page,
            '/',
            async (p) => {
              await p.locator('header button[aria-expanded]').first().click();
            },
            '/ at 390 px, menu open',
          )),
        );
        await page.setViewportSize({ width: 1280, height: 900 });

        // The booking wizard, step by step to its confirmation, with the contact step's field errors.
        const trip = new URLSearchParams({
          pickup_address: GRAND_PLACE.address,
          pickup_lat: String(GRAND_PLACE.lat),
          pickup_lng: String(GRAND_PLACE.lng),
          destination_address: AIRPORT.address,
          destination_lat: String(AIRPORT.lat),
          destination_lng: String(AIRPORT.lng),
        });
        const wizard = async (step: string) =>
          found.push(...(await findingsOn(page, `/reservation ${step}`)));
        await page.goto(`${url}/reservation?${trip}`);
        await settle(page);
        await page.locator('main form button[type="submit"]').first().click();
        // A model still free at the wizard's time: each language's walk books one, which then holds its car
        // (issue 17), so the next language picks another.
        const select = page.locator('main button[aria-label*="Mercedes-Benz"]:not([disabled])').first();
        await select.waitFor();
        await page.waitForLoadState('networkidle');
        await wizard('step 2');
        await select.click();
        const contact = page.locator('main form input[autocomplete="name"]');
        await contact.waitFor();
        await page.locator('main form button[type="submit"]').first().click();
        await wizard('step 3, sent empty');
        await contact.fill('Anne Peeters');
        await page.locator('main form input[autocomplete="tel"]').fill('+32 470 12 34 56');
        await page.locator('main form input[autocomplete="email"]').fill('anne.peeters@example.be');
        await page.locator('main form button[type="submit"]').first().click();
        await page.getByTestId('total-price').waitFor();
        await page.waitForLoadState('networkidle');
        await wizard('step 4');
        await page.locator('main button.btn-gold').last().click();
        await page.getByRole('dialog').waitFor();
        await wizard('confirmed');

        // The admin panel, signed in as the admin in the same browser.
        await page.goto(`${url}/auth`);
        await settle(page);
        await page.locator('main input[type="email"]').first().fill(TEST_ADMIN.email);
        await page.locator('main input[type="password"]').first().fill(TEST_ADMIN.password);
        await page.locator('main form button[type="submit"]').first().click();
        await page.waitForURL(`${url}/admin`);
        for (const [path, act] of [
          ['/admin'],
          ['/admin/bookings'],
          [`/admin/bookings/${bookingId}`],
          ['/admin/vehicles'],
          ['/admin/vehicles/new', submitEmpty('main form button[type="submit"]')],
          [`/admin/vehicles/${S_CLASS}`],
          ['/admin/blog'],
          ['/admin/blog/new', submitEmpty('main form button[type="submit"]')],
          [`/admin/blog/edit/${postId}`],
          ['/admin/customers'],
          [`/admin/customers/${customerKey}`],
          ['/admin/bookings/new', submitEmpty('main form button[type="submit"]')],
          ['/admin/notifications'],
          ['/admin/messages'],
          ['/admin/projections'],
          // Issue 17: what staff and the system did (the seeded records, the confirmation above).
          ['/admin/activity'],
          // Issue 17's other screens: chauffeurs, staff, fares, a booking's change form.
          ['/admin/chauffeurs'],
          ['/admin/chauffeurs/new', submitEmpty('main form button[type="submit"]')],
          [`/admin/chauffeurs/${chauffeurId}`],
          ['/admin/staff'],
          ['/admin/fares'],
          [`/admin/bookings/${bookingId}/edit`],
          // A setting changed and saved: the toast it raises is read too.
          [
            '/admin/settings',
            async (page: Page) => {
              const field = page.locator('main form input[type="number"]').first();
              await field.fill(String(Number(await field.inputValue()) + 1));
              await page.locator('main form button[type="submit"]').first().click({ timeout: 10_000 });
            },
          ],
        ] as [string, ((page: Page) => Promise<void>)?][])
          found.push(...(await englishOn(page, path, act)));
        // Every tab of the settings.
        const tabs = page.getByRole('tab');
        for (let i = 0; i < (await tabs.count()); i++) {
          await tabs.nth(i).click();
          await page.waitForTimeout(200);
          found.push(...(await findingsOn(page, `/admin/settings tab ${i + 1}`)));
        }
      } finally {
        await context.close();
      }
      // The chauffeur's own page (issue 17), signed in as them on a phone.
      const phone = await browser.newContext({ locale: `${lang}-BE`, viewport: { width: 390, height: 844 } });
      try {
        const page = await phone.newPage();
        await page.goto(`${url}/auth`);
        await settle(page);
        await page.locator('main input[type="email"]').first().fill(DRIVER.email);
        await page.locator('main input[type="password"]').first().fill(DRIVER.password);
        await page.locator('main form button[type="submit"]').first().click();
        await page.waitForURL(`${url}/driver`);
        found.push(
          ...(await englishOn(
            page,
            '/driver',
            shows(() => 'SN 2902'),
          )),
        );
      } finally {
        await phone.close();
      }
      expect([...new Set(found)]).toEqual([]);
    },
    240_000,
  );
});
