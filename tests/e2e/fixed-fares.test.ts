import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../support/server';
import { startBrowserApp, type BrowserApp } from '../support/browser-app';
import { signInAdmin } from '../support/admin-sign-in';

/**
 * Issue 17 point 9, done when: the Airport Transfers page and the wizard show the same price for Brussels
 * centre → Brussels Airport, and changing the fixed fare in the admin changes both.
 */
describe('browser: one fixed fare on the service page, in the wizard and in the admin', () => {
  let app: BrowserApp;
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    app = await startBrowserApp('fixed-fares');
    ({ server, browser } = app);
  }, 120_000);
  afterAll(async () => app?.close());

  const newPage = async (width = 1280) =>
    (
      await browser.newContext({ viewport: { width, height: width < 600 ? 844 : 900 }, locale: 'en-GB' })
    ).newPage();

  async function signIn(admin: Page) {
    await signInAdmin(admin, server.url);
  }

  /** The price the Airport Transfers page shows for its Brussels Airport plan. */
  async function pagePrice(page: Page) {
    await page.goto(`${server.url}/services/airport-transfers`);
    const plan = page.getByRole('listitem').filter({ hasText: 'Brussels Airport (BRU)' });
    await plan.getByText('Fixed price from').waitFor();
    return (await plan.locator('p.font-display').textContent())?.trim();
  }

  /** The wizard's label and price for the E-Class, Grand-Place → Brussels Airport. */
  async function wizardPrice(page: Page) {
    await page.goto(`${server.url}/reservation`);
    for (const [field, text, option] of [
      ['Pickup Point', 'Grand-Place', /^Grand.Place/],
      ['Destination', 'Brussels Airport', /^Brussels Airport/],
    ] as const) {
      const box = page.getByRole('combobox', { name: field });
      await box.fill(text);
      await page.getByRole('option', { name: option }).first().click();
    }
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    const card = page.locator('article').filter({ hasText: 'E-Class' }).first();
    await card.getByText('Fixed price').waitFor();
    expect(await card.getByText('Brussels centre → Brussels Airport').isVisible()).toBe(true);
    return (await card.locator('p.font-display').textContent())?.trim();
  }

  it('shows the same price on the page and in the wizard, and both follow the admin', async () => {
    const visitor = await newPage();
    const before = await pagePrice(visitor);
    expect(before).toBe('€85.00');
    expect(await wizardPrice(visitor)).toBe(before);

    const admin = await newPage();
    await signIn(admin);
    await admin
      .getByRole('navigation', { name: 'Admin navigation' })
      .getByRole('link', { name: 'Fares' })
      .click();
    const cell = admin.getByLabel(
      /^Price Mercedes-Benz E-Class, (Brussels centre ↔ Brussels Airport|Brussels Airport ↔ Brussels centre)$/,
    );
    expect(await cell.inputValue()).toBe('85');
    await cell.fill('92.50');
    // Keyboard: Enter in the cell saves its row.
    await cell.press('Enter');
    await admin.getByText('Fixed fares saved').waitFor();

    // A new visitor: the first one's wizard remembers its trip (sessionStorage) and opens at step 2.
    const next = await newPage();
    expect(await pagePrice(next)).toBe('€92.50');
    expect(await wizardPrice(next)).toBe('€92.50');
  }, 90_000);

  it('names the zones of a fixed price in French for a French visitor (decision 269)', async () => {
    const page = await (
      await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'fr-BE' })
    ).newPage();
    await page.goto(`${server.url}/reservation`);
    for (const [field, text, option] of [
      ['Point de départ', 'Grand-Place', /^Grand.Place/],
      ['Destination', 'Zaventem', /^Brussels Airport/],
    ] as const) {
      await page.getByRole('combobox', { name: field }).fill(text);
      await page.getByRole('option', { name: option }).first().click();
    }
    await page.getByRole('button', { name: 'Continuer', exact: true }).click();
    const card = page.locator('article').filter({ hasText: 'E-Class' }).first();
    await card.getByText('Prix fixe').waitFor();
    expect(await card.getByText('Bruxelles-centre → Aéroport de Bruxelles').isVisible()).toBe(true);
  }, 60_000);

  it('fits a 390 px screen with the zone form open, and axe finds no serious violation', async () => {
    const phone = await newPage(390);
    await signIn(phone);
    await phone.goto(`${server.url}/admin/fares`);
    await phone.locator('table').waitFor();
    await phone.getByRole('button', { name: 'Add zone', exact: true }).click();
    await phone.getByRole('form', { name: 'New zone' }).waitFor();
    // The fares table scrolls sideways in its own box; the page itself does not.
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const serious = (
      await new AxeBuilder({ page: phone }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
    ).violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(serious).toEqual([]);
  }, 60_000);
});
