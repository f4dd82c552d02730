import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBrowserApp, type BrowserApp } from '../support/browser-app';
import type { RunningServer } from '../support/server';

const SEEDED = ['Mercedes-Benz E-Class', 'Mercedes-Benz V-Class', 'BMW 7 Series', 'Mercedes-Benz S-Class'];

describe('browser smoke: /fleet on a fresh embedded install', () => {
  let app: BrowserApp;
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    app = await startBrowserApp('fleet');
    ({ server, browser } = app);
  });
  afterAll(async () => app?.close());

  it('shows the seeded vehicles, cheapest per km first, with prices and Book Now links', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    page.on('pageerror', (error) => errors.push(String(error)));
    await page.goto(`${server.url}/fleet`);
    await page.getByRole('heading', { name: 'Our Fleet' }).waitFor();
    await page.getByText(SEEDED[0]!, { exact: true }).waitFor();
    const names = await page.locator('article h2, article h3').allTextContents();
    expect(names.map((n) => n.trim())).toEqual(SEEDED);
    await expect(page.getByText('Available 24/7').count()).resolves.toBe(4);
    await expect(page.getByText(/€\s?2\.20/).count()).resolves.toBe(1);
    const bookNow = page.getByRole('link', { name: 'Book Now' }).filter({ hasNot: page.locator('header *') });
    expect(await bookNow.count()).toBeGreaterThanOrEqual(4);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('shows the fleet on a phone too, and a deep link survives a reload', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`${server.url}/fleet`);
    await page.getByText(SEEDED[3]!, { exact: true }).waitFor();
    await page.reload();
    await page.getByText(SEEDED[0]!, { exact: true }).waitFor();
    expect(await page.title()).not.toBe('');
    await page.close();
  });
});
