/// <reference lib="dom" />
// Functions passed to page.evaluate run in the browser: they use its globals.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBrowserApp, type BrowserApp } from '../support/browser-app';
import { bookingRequest } from '../support/booking-request';
import { signInAdmin } from '../support/admin-sign-in';
import { TEST_ADMIN } from '../support/server';

/** What does not fit in the table as it is now (run in the page). */
const misfits = () => {
  const problems: string[] = [];
  const table = document.querySelector('table')!;
  const box = table.parentElement!;
  if (box.scrollWidth > box.clientWidth)
    problems.push(`the table is ${box.scrollWidth} px wide in a ${box.clientWidth} px box`);
  if (document.documentElement.scrollWidth > window.innerWidth)
    problems.push(`the page is ${document.documentElement.scrollWidth} px wide`);
  const edge = Math.min(window.innerWidth, box.getBoundingClientRect().right);
  for (const button of Array.from(table.querySelectorAll('tbody button'))) {
    const rect = button.getBoundingClientRect();
    if (rect.right > edge + 0.5 || rect.left < 0)
      problems.push(`"${button.textContent}" ends at ${Math.round(rect.right)} px (edge ${edge})`);
    if (button.scrollWidth > button.clientWidth)
      problems.push(`"${button.textContent}" is cut inside its button`);
  }
  for (const link of Array.from(table.querySelectorAll('tbody tr a[href^="/admin/bookings/"]')))
    if (link.getClientRects().length > 1) problems.push(`"${link.textContent}" wraps`);
  return problems;
};

/**
 * The bookings list at 1280 px (a laptop) beside the sidebar, in every language (and its search box on a
 * 390 px phone): each row's buttons are
 * whole and in the window without scrolling sideways, and a reference stays on one line. German words are
 * the longest; the French tour found "Confirm…", "Annul…" and "Supprim…" cut at the window's edge.
 */
describe('browser: the bookings table fits a 1280 px window in en, nl, fr and de', () => {
  let app: BrowserApp;
  let browser: Browser;
  let url: string;

  beforeAll(async () => {
    app = await startBrowserApp('admin-bookings-width');
    browser = app.browser;
    url = app.server.url;
    // A pending booking (3 actions) and a confirmed one (4: the most a row shows).
    const created: string[] = [];
    for (const hours of [72, 96]) {
      const response = await fetch(`${url}/api/bookings`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(
          bookingRequest({
            scheduled_time: new Date(Date.now() + hours * 3_600_000).toISOString(),
            flight_number: null,
          }),
        ),
      });
      expect(response.status).toBe(201);
      created.push(((await response.json()) as { id: string }).id);
    }
    const confirm = await fetch(`${url}/api/admin/bookings/${created[1]}/confirm`, {
      method: 'POST',
      headers: { authorization: `Bearer ${app.server.adminToken}`, 'if-match': '"0"' },
    });
    expect(confirm.status).toBe(200);
  }, 120_000);
  afterAll(async () => app?.close());

  const signIn = async (page: Page) => {
    await signInAdmin(page, url);
  };

  it.each(['en', 'nl', 'fr', 'de'])(
    'in %s: every button whole and in view, no sideways scroll, references on one line',
    async (lang) => {
      const context = await browser.newContext({
        locale: lang === 'en' ? 'en-GB' : `${lang}-BE`,
        viewport: { width: 1280, height: 900 },
      });
      try {
        const page = await context.newPage();
        await signIn(page);
        await page.goto(`${url}/admin/bookings`);
        await page.locator('tbody tr[data-booking]').nth(1).waitFor();
        const found = await page.evaluate(misfits);
        expect(found).toEqual([]);
        // The sidebar says in full who is signed in (French and German cut the address: "…admin@e2e.ex…").
        const signedIn = page.locator('p', { hasText: TEST_ADMIN.email });
        expect(await signedIn.evaluate((line) => line.scrollWidth <= line.clientWidth)).toBe(true);
        // Asking to delete puts the question in the actions column: the row still fits.
        await page.locator('tbody tr[data-booking]').last().getByRole('button').last().click();
        await page.locator('tbody [role="group"]').waitFor();
        expect(await page.evaluate(misfits)).toEqual([]);
        // The actions stay buttons with their names (keyboard reachable, named as before).
        const names = await page
          .locator('tbody tr[data-booking]')
          .last()
          .getByRole('button')
          .evaluateAll((buttons) => buttons.map((b) => b.textContent?.trim()));
        expect(names.every((name) => name && name.length > 1)).toBe(true);
      } finally {
        await context.close();
      }
    },
    60_000,
  );

  // Decision 296: at 390 px the French placeholder read "Référence, nom, téléphone ou e-m…".
  it.each(['en', 'nl', 'fr', 'de'])(
    "in %s at 390 px: the search box's placeholder is whole, and its description says in full what it finds",
    async (lang) => {
      const context = await browser.newContext({
        locale: lang === 'en' ? 'en-GB' : `${lang}-BE`,
        viewport: { width: 390, height: 844 },
      });
      try {
        const page = await context.newPage();
        await signIn(page);
        await page.goto(`${url}/admin/bookings`);
        const box = page.getByRole('searchbox');
        await box.waitFor();
        const fit = await box.evaluate(async (input: HTMLInputElement) => {
          await document.fonts.ready;
          const style = getComputedStyle(input);
          const context = document.createElement('canvas').getContext('2d')!;
          context.font = style.font;
          const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
          return {
            text: input.placeholder,
            width: Math.ceil(context.measureText(input.placeholder).width),
            room,
          };
        });
        expect(fit.width, `"${fit.text}" in ${fit.room} px`).toBeLessThanOrEqual(fit.room);
        const described = await box.getAttribute('aria-describedby');
        expect(described).toBeTruthy();
        expect(await page.locator(`[id="${described}"]`).textContent()).toMatch(/e-mail/i);
      } finally {
        await context.close();
      }
    },
    60_000,
  );
});
