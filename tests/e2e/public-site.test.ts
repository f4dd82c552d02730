/// <reference lib="dom" />
// Functions passed to page.evaluate run in the browser: they use its globals.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../support/server';
import { launchChromium } from '../support/browser';
import { buildWeb, openPage, scrollThrough, toast } from '../support/site';

/** Every public route of SPEC 2 with a text its content must show on a seeded install. */
const ROUTES: [string, string, string][] = [
  ['/', 'Arrive in Elegance, Depart in Privacy', 'Four steps to a seamless journey'],
  ['/services', 'Our Services', 'Why Choose Our Services?'],
  ['/services/airport-transfers', 'Airport Transfers', 'Pricing Plans'],
  ['/fleet', 'Our Fleet', 'Mercedes-Benz S-Class'],
  ['/about', 'About Us', 'Discretion'],
  ['/blog', 'Blog', 'Summit week in Brussels: moving around when the city closes its streets'],
  [
    '/blog/brussels-airport-guide',
    'Brussels Airport without the stress: a chauffeur’s guide to Zaventem',
    'How long to allow',
  ],
  ['/reservation', 'Book Your Premium Transfer', 'Pickup Point'],
  ['/privacy', 'Privacy Policy', 'Your rights and how to ask for erasure'],
  ['/terms', 'Terms of Service', 'Cancellation'],
];

describe('browser: the public website on a seeded install', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'e2e-site-'));
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    buildWeb();
    server = await startServer({ dataDir });
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it.each([1280, 390])(
    'renders every public route with its content at %i px, without console errors',
    async (width) => {
      const { page, errors, close } = await openPage(browser, width);
      for (const [path, title, content] of ROUTES) {
        await page.goto(`${server.url}${path}`);
        await page.getByRole('heading', { level: 1, name: title }).waitFor();
        await page.getByText(content, { exact: true }).first().waitFor();
        await scrollThrough(page);
        // Nothing may overflow sideways on a phone.
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, path).toBeLessThanOrEqual(0);
      }
      expect(errors).toEqual([]);
      await close();
    },
  );

  it('shows the seeded landing blocks: stats, featured services, fleet carousel, reviews and posts', async () => {
    const { page, errors, close } = await openPage(browser);
    await page.goto(server.url);
    await page.getByText('12,000+').waitFor();
    for (const text of ['24/7 Discreet Service', 'Secured & Private Travel', 'Professional Chauffeurs'])
      await page.getByRole('heading', { name: text }).waitFor();
    await page.getByRole('link', { name: 'Learn More: Weddings & Events' }).waitFor();
    const fleet = page.getByRole('region', { name: 'Our vehicles' });
    // Cheapest per km first: the E-Class at €2.20.
    await expect(fleet.getByRole('heading', { level: 3 }).first().textContent()).resolves.toBe(
      'Mercedes-Benz E-Class',
    );
    const reviews = page.getByRole('region', { name: 'Client reviews' });
    await reviews.getByText('Sophie Laurent').waitFor();
    expect(await reviews.getByText('Marco Rossi').count()).toBe(0);
    await page
      .getByRole('link', { name: 'Brussels Airport without the stress: a chauffeur’s guide to Zaventem' })
      .waitFor();
    expect(await page.getByText('A wedding in a Belgian château').count()).toBe(0);
    expect(errors).toEqual([]);
    await close();
  });

  it('hands the picked pickup and destination over to /reservation, in the URL too', async () => {
    const { page, errors, close } = await openPage(browser, 390);
    await page.goto(server.url);
    await page.getByRole('combobox', { name: 'Pickup Location' }).fill('Grand-Place');
    await page
      .getByRole('option', { name: /^Grand.Place/ })
      .first()
      .click();
    await page.getByRole('combobox', { name: 'Destination' }).fill('Liège Airport');
    await page
      .getByRole('option', { name: /^Liège Airport/ })
      .first()
      .waitFor();
    await page.getByRole('combobox', { name: 'Destination' }).press('ArrowDown');
    await page.getByRole('combobox', { name: 'Destination' }).press('Enter');
    await page.getByRole('button', { name: 'Reserve Your Luxury Vehicle' }).click();
    await page.waitForURL(/\/reservation\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get('pickup_address')).toMatch(/^Grand.Place/);
    expect(Number(url.searchParams.get('pickup_lat'))).toBeCloseTo(50.8467, 3);
    expect(url.searchParams.get('destination_address')).toMatch(/^Liège Airport/);
    // The booking wizard shows them in its address fields.
    const pickup = page.getByRole('combobox', { name: 'Pickup Point' });
    const destination = page.getByRole('combobox', { name: 'Destination' });
    await pickup.waitFor();
    expect(await pickup.inputValue()).toMatch(/^Grand.Place, 1000/);
    expect(await destination.inputValue()).toMatch(/^Liège Airport, 4460/);
    // A reload keeps the journey: it is in the URL, not only in router state.
    await page.reload();
    await destination.waitFor();
    expect(await destination.inputValue()).toMatch(/^Liège Airport, 4460/);
    expect(errors).toEqual([]);
    await close();
  });

  it('preselects the vehicle when Book Now is pressed on /fleet', async () => {
    const { page, close } = await openPage(browser);
    await page.goto(`${server.url}/fleet`);
    await page.getByRole('link', { name: 'Book Now: Mercedes-Benz V-Class' }).click();
    await page.waitForURL(/\/reservation\?vehicle=/);
    await page.getByText('Mercedes-Benz V-Class', { exact: true }).waitFor();
    await close();
  });

  it('sends the contact form, thanks the visitor and clears the fields; the focus stays on the button', async () => {
    const { page, errors, close } = await openPage(browser);
    await page.goto(server.url);
    const form = page.getByRole('region', { name: 'Get in touch' });
    await form.getByLabel(/^Name/).fill('Anne Peeters');
    await form.getByLabel(/^Email/).fill('anne.peeters@example.be');
    await form.getByLabel(/^Phone/).fill('+32 470 12 34 56');
    await form.getByLabel(/^Message/).fill('Four of us to Charleroi on Friday at 5 a.m.');
    // With the keyboard: a tour found a disabled button dropping the focus to <body>, so the next Tab
    // started over from the header at the top of the page.
    await form.getByRole('button', { name: 'Send Message' }).focus();
    await page.keyboard.press('Enter');
    await toast(page, 'Message sent successfully!').waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Send Message');
    for (const label of [/^Name/, /^Email/, /^Phone/, /^Message/])
      await expect(form.getByLabel(label).inputValue()).resolves.toBe('');
    expect(errors).toEqual([]);
    await close();
  });

  it('switches the language of every text, and remembers it', async () => {
    const { page, errors, close } = await openPage(browser);
    await page.goto(`${server.url}/services`);
    await page.getByRole('heading', { level: 1, name: 'Our Services' }).waitFor();
    await page
      .getByRole('banner')
      .getByRole('button', { name: /Français/ })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Nos services' }).waitFor();
    await page.getByRole('heading', { name: 'Transferts aéroport' }).waitFor();
    await page.getByText('4,7 sur 5').waitFor();
    await page.goto(`${server.url}/fleet`);
    await page.getByText('2,20 € / km').waitFor();
    await page.getByRole('link', { name: 'Réserver\u00a0: Mercedes-Benz E-Class' }).waitFor();
    await page.goto(`${server.url}/?lng=de`);
    await page.getByRole('heading', { level: 1, name: 'Stilvoll ankommen, diskret abreisen' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
    expect(errors).toEqual([]);
    await close();
  });

  it('thanks the visitor in the newsletter box, the same way for an address already on the list', async () => {
    const { page, close } = await openPage(browser);
    await page.goto(`${server.url}/about`);
    const footer = page.getByRole('contentinfo');
    await footer.getByLabel('Email address').fill('Marie.Claes@example.be');
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await toast(page, 'Thank you for subscribing.').waitFor();
    await footer.getByLabel('Email address').fill('marie.claes@EXAMPLE.be');
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/newsletter'));
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    // Issue 13: the answer must not reveal that the address was already subscribed.
    expect((await answer).status()).toBe(202);
    await toast(page, 'Thank you for subscribing.').last().waitFor();
    expect(await page.getByText('already on our list').count()).toBe(0);
    await close();
  });

  it.each([
    ['/services/limousine-to-mars', 'Service not found'],
    ['/services/Not_A_Slug', 'Invalid service URL'],
    ['/blog/wedding-chateau-transport-checklist', 'Post not found'],
    ['/blog/Not_A_Slug', 'Invalid URL'],
  ])('answers %s with "%s" and a way back', async (path, title) => {
    const { page, close } = await openPage(browser);
    await page.goto(`${server.url}${path}`);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await page.getByRole('link', { name: /^Back to/ }).waitFor();
    await close();
  });

  it("shows SPEC 8's texts when the content cannot be loaded", async () => {
    const { page, close } = await openPage(browser);
    await page.route(/\/api\/(services|blog|vehicles)(\?|$)/, (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/problem+json',
        body: '{"title":"Service Unavailable","status":503}',
      }),
    );
    await page.goto(server.url);
    await page.getByText('Unable to load featured services. Please try again later.').waitFor();
    await page.getByText('Unable to load blog posts. Please try again later.').waitFor();
    await page.getByRole('heading', { name: 'Unable to load vehicles' }).waitFor({ timeout: 15_000 });
    await page.goto(`${server.url}/fleet`);
    await page.getByRole('heading', { name: 'Unable to Load Fleet Data' }).waitFor();
    await page.getByRole('button', { name: 'Refresh' }).waitFor();
    await close();
  });
});
