import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { E_CLASS, bookingBody } from '@chauffeur/api/testing';
import { signIn } from '../support/server';
import { seriousAxeFindings } from '../support/axe';
import { startBrowserApp, type BrowserApp } from '../support/browser-app';
import { awaitLink } from '../support/outbox';

const SHOTS = process.env.MY_BOOKINGS_SHOTS;
const EMAIL = 'ana@e2e.example';
const PASSWORD = 'a-long-customer-passphrase';

/**
 * Issue 18 point 3 in a browser: a customer signs up in French; they see the booking made signed in and a
 * notice; the e-mailed link verifies the address on a phone; their guest booking then shows as well.
 */
describe('browser: My bookings and e-mail verification', () => {
  let app: BrowserApp;

  beforeAll(async () => {
    app = await startBrowserApp('my-bookings', { carsPerModel: 2 });
  }, 120_000);
  afterAll(async () => app?.close());

  const shot = async (page: Page, name: string) => {
    if (SHOTS) await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
  };
  const book = async (body: Record<string, unknown>, token?: string) => {
    const response = await fetch(`${app.server.url}/api/bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(bookingBody(body)),
    });
    expect(response.status).toBe(201);
    return ((await response.json()) as { reference: string }).reference;
  };
  /** The verification link e-mailed to `email`. */
  const linkInOutbox = (email: string) =>
    awaitLink(app.dataDir, email, /https?:\/\/[^\s"<>]*\/account\/verify-email#token=[A-Za-z0-9%._=-]+/);
  const signedInPage = async (width: number, locale: string) => {
    const context = await app.browser.newContext({ viewport: { width, height: 900 }, locale });
    const page = await context.newPage();
    await page.goto(`${app.server.url}/auth`);
    await page.locator('main input[type="email"]').first().fill(EMAIL);
    await page.locator('main input[type="password"]').first().fill(PASSWORD);
    await page.locator('main form button[type="submit"]').first().click();
    await page.waitForURL(`${app.server.url}/`);
    return page;
  };

  /** On how many lines the page shows `text` (the first place it is, wherever its element ends). */
  const linesOf = (page: Page, text: string) =>
    page.evaluate((wanted) => {
      const walker = document.createTreeWalker(document.querySelector('main')!, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const at = node.textContent!.indexOf(wanted);
        if (at < 0) continue;
        const range = document.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + wanted.length);
        return new Set(Array.from(range.getClientRects(), (box) => Math.round(box.top))).size;
      }
      return 0;
    }, text);

  it('shows signed-in bookings, then guest ones once the e-mailed link is opened', async () => {
    const guest = await book({ emergency_contact_email: EMAIL, emergency_contact_name: 'Ana Lemaire' });
    const signUp = await fetch(`${app.server.url}/api/auth/sign-up`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: EMAIL, password: PASSWORD, language: 'fr' }),
    });
    expect(signUp.status).toBe(202);
    // The E-Class, as the tour's: its line broke the reference in Dutch at 390 px.
    const own = await book(
      { emergency_contact_email: 'mother@e2e.example', vehicle_id: E_CLASS },
      await signIn(app.server.url, EMAIL, PASSWORD),
    );

    const phone = await signedInPage(390, 'fr-BE');
    await phone.goto(`${app.server.url}/account`);
    await phone.getByRole('heading', { level: 1, name: 'Mes réservations' }).waitFor();
    await phone.getByText(`Référence ${own}`).waitFor();
    expect(await phone.getByText(`Référence ${guest}`).count()).toBe(0);
    await phone.getByRole('button', { name: 'Renvoyer le lien' }).waitFor();
    expect(await seriousAxeFindings(phone)).toEqual([]);
    await shot(phone, 'my-bookings-fr-390-unverified');

    await phone.goto((await linkInOutbox(EMAIL)).replace(/^https?:\/\/[^/]+/, app.server.url));
    await phone.getByText(`Merci\u00a0: ${EMAIL} est vérifiée.`).waitFor();
    expect(await seriousAxeFindings(phone)).toEqual([]);
    await shot(phone, 'verify-email-fr-390');
    await phone.getByRole('link', { name: 'Voir mes réservations' }).click();
    await phone.getByText(`Référence ${guest}`).waitFor();
    expect(await phone.getByRole('button', { name: 'Renvoyer le lien' }).count()).toBe(0);
    await shot(phone, 'my-bookings-fr-390');

    const wide = await signedInPage(1280, 'en-GB');
    await wide.getByRole('banner').getByRole('link', { name: 'My account' }).click();
    await wide.getByRole('heading', { level: 2, name: 'Upcoming' }).waitFor();
    await wide.getByText(`Reference ${guest}`).waitFor();
    expect(await seriousAxeFindings(wide)).toEqual([]);
    await shot(wide, 'my-bookings-en-1280');
    // With the keyboard, Enter on a booking opens its page with the focus on its heading (browser tour 3:
    // it was left on <body>, and a screen reader started again from the top with nothing said).
    await wide.getByRole('link', { name: new RegExp(`Reference ${guest}`) }).focus();
    await wide.keyboard.press('Enter');
    // The page's heading is the booking's status once it has loaded (its loading frame's is "Your booking").
    const heading = wide.getByRole('main').getByTestId('status');
    await heading.waitFor();
    await expect
      .poll(() => heading.evaluate((h) => h.tagName === 'H1' && h === document.activeElement))
      .toBe(true);
    if (SHOTS) {
      // The other language at each width, and the phone's menu with the link, for a look (not asserted).
      await wide.goto(`${app.server.url}/account?lng=fr`);
      await wide.getByRole('heading', { level: 1, name: 'Mes réservations' }).waitFor();
      await shot(wide, 'my-bookings-fr-1280');
      await phone.goto(`${app.server.url}/account?lng=en`);
      await phone.getByRole('heading', { level: 1, name: 'My bookings' }).waitFor();
      await shot(phone, 'my-bookings-en-390');
      await phone.getByRole('button', { name: /menu/i }).click();
      await phone.getByRole('link', { name: 'My account' }).last().waitFor();
      await shot(phone, 'menu-en-390');
    }

    // Signed in at 1280 px, the header keeps its Book button on one line in the longest languages: the
    // account links once wrapped "Jetzt buchen" onto two (issue 18).
    for (const [lng, account] of [
      ['de', 'Mein Konto'],
      ['fr', 'Mon compte'],
      ['nl', 'Mijn account'],
    ]) {
      await wide.goto(`${app.server.url}/?lng=${lng}`);
      await wide.getByRole('banner').getByRole('link', { name: account }).waitFor();
      const lines = await wide
        .getByRole('banner')
        .locator('a.btn-gold')
        .evaluate((button) => {
          const text = document.createRange();
          text.selectNodeContents(button);
          return new Set(Array.from(text.getClientRects(), (box) => Math.round(box.top))).size;
        });
      expect(lines, `the Book button's lines in ${lng}`).toBe(1);
    }

    // A reference is read out and typed: on one line at 390 px, in every language (the tour of 2026-11-29
    // found "Referentie CH-" / "6WK9PR" in Dutch).
    for (const [lng, label] of [
      ['nl', 'Referentie'],
      ['fr', 'Référence'],
      ['de', 'Referenz'],
      ['en', 'Reference'],
    ]) {
      await phone.goto(`${app.server.url}/account?lng=${lng}`);
      await phone.getByText(`${label} ${own}`).waitFor();
      expect(await linesOf(phone, own), `the reference's lines in ${lng}`).toBe(1);
    }
  }, 90_000);
});
