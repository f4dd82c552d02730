import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBrowserApp, type BrowserApp } from '../support/browser-app';
import { addDriver } from '../support/drivers';
import { TEST_ADMIN } from '../support/server';

const DRIVER = {
  name: 'Karim Benali',
  email: 'karim@account.example',
  password: 'a-long-driver-passphrase',
  phone: '+32 470 11 22 33',
  languages: ['fr'],
};
const SHOTS = process.env.E2E_SHOTS;

/**
 * Decision 243 in Chromium against the real server: staff are not sent to the customers' My account. The
 * header's account link leads a chauffeur to their rides and an admin to the panel, and /account tells
 * them which account they use, with the way to their workspace.
 */
describe('browser: My account for staff', () => {
  let app: BrowserApp;
  let browser: Browser;
  let url: string;

  beforeAll(async () => {
    app = await startBrowserApp('staff-account', { carsPerModel: 1 });
    ({ browser } = app);
    url = app.server.url;
    await addDriver(app.server, app.dataDir, DRIVER);
  }, 120_000);
  afterAll(async () => app?.close());

  const signIn = async (account: { email: string; password: string }, locale: string, width: number) => {
    const context = await browser.newContext({ locale, viewport: { width, height: 844 } });
    const page = await context.newPage();
    await page.goto(`${url}/auth`);
    await page.locator('main input[type="email"]').first().fill(account.email);
    await page.locator('main input[type="password"]').first().fill(account.password);
    await page.locator('main form button[type="submit"]').first().click();
    return page;
  };
  const fitsTheWidth = (page: Page) =>
    page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  const shoot = async (page: Page, name: string) => {
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
  };

  it('leads a chauffeur on a phone (fr) from the menu to their rides, and /account back there', async () => {
    const page = await signIn(DRIVER, 'fr-BE', 390);
    await page.waitForURL(`${url}/driver`);
    await page.goto(`${url}/`);
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    expect(await menu.getByRole('link', { name: 'Mes courses' }).getAttribute('href')).toBe('/driver');
    expect(await menu.getByRole('link', { name: 'Mon compte' }).count()).toBe(0);

    await page.goto(`${url}/account`);
    await page.getByRole('heading', { level: 1, name: 'Compte du personnel' }).waitFor();
    await page.getByText(`Compte utilisé\u00a0: ${DRIVER.email} (Chauffeur).`).waitFor();
    expect(await page.getByRole('heading', { name: 'Mes réservations' }).count()).toBe(0);
    expect(await fitsTheWidth(page)).toBe(true);
    await shoot(page, 'account-driver-fr-390');
    await page.getByRole('link', { name: 'Ouvrir mes courses' }).click();
    await page.waitForURL(`${url}/driver`);
    await page.context().close();
  }, 60_000);

  it('leads the admin (en, 1280 px) from the header to the panel, and /account to it', async () => {
    const page = await signIn(TEST_ADMIN, 'en-GB', 1280);
    await page.waitForURL(`${url}/admin`);
    await page.goto(`${url}/account`);
    await page.getByRole('heading', { level: 1, name: 'Staff account' }).waitFor();
    await page.getByText(`Signed in as ${TEST_ADMIN.email} (Admin).`).waitFor();
    expect(await page.getByRole('banner').getByRole('link', { name: 'Admin' }).getAttribute('href')).toBe(
      '/admin',
    );
    expect(await fitsTheWidth(page)).toBe(true);
    await shoot(page, 'account-admin-en-1280');
    await page.getByRole('link', { name: 'Open the admin panel' }).click();
    await page.waitForURL(`${url}/admin`);
    await page.context().close();
  }, 60_000);

  it('keeps the header on one line in German at 1280 px, signed in as a chauffeur or the admin', async () => {
    for (const [account, home, link] of [
      [DRIVER, '/driver', 'Meine Fahrten'],
      [TEST_ADMIN, '/admin', 'Verwaltung'],
    ] as const) {
      const page = await signIn(account, 'de-DE', 1280);
      await page.waitForURL(`${url}${home}`);
      await page.goto(`${url}/`);
      // The signed-in header, once the app has taken over the pre-rendered page.
      await page.getByRole('banner').getByRole('link', { name: link }).waitFor();
      const book = page.getByRole('banner').getByRole('link', { name: 'Jetzt buchen' });
      // One line: its text makes one box per line it takes.
      const lines = await book.evaluate((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        return new Set(Array.from(range.getClientRects()).map((rect) => Math.round(rect.top))).size;
      });
      expect(lines).toBe(1);
      expect(await fitsTheWidth(page)).toBe(true);
      await shoot(page, `header-de-1280-${home.slice(1)}`);
      await page.context().close();
    }
  }, 60_000);
});
