import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../support/server';
import { launchChromium } from '../support/browser';
import { buildWeb, openPage, scrollThrough } from '../support/site';

describe('browser: the public website on an install with no content', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'e2e-site-empty-'));
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    buildWeb();
    server = await startServer({ dataDir, env: { SEED_DEMO_DATA: 'false' } });
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('leaves out the empty landing blocks, says the fleet is empty and shows the sample reviews', async () => {
    const { page, errors, close } = await openPage(browser, 390);
    await page.goto(server.url);
    await page.getByRole('heading', { name: 'No vehicles available at the moment.' }).waitFor();
    await page.getByRole('main').getByRole('link', { name: 'View All Vehicles' }).first().waitFor();
    const samples = page.getByRole('region', { name: 'Client reviews' });
    await samples.getByText('Charlotte M.').waitFor();
    await scrollThrough(page);
    expect(await page.getByRole('region', { name: 'Our figures' }).count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'Tailored to every journey' }).count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'Latest from our blog' }).count()).toBe(0);
    await page.getByRole('heading', { name: 'Get in touch' }).waitFor();
    expect(errors).toEqual([]);
    await close();
  });

  it.each([
    ['/fleet', 'No Vehicles Available'],
    ['/blog', 'No articles published yet. Please come back soon.'],
    ['/services', 'No services to show yet. Please call us: we arrange any journey.'],
  ])('shows the empty state of %s', async (path, text) => {
    const { page, errors, close } = await openPage(browser);
    await page.goto(`${server.url}${path}`);
    await page.getByRole('heading', { name: text }).waitFor();
    // No approved reviews: no rating in the services header.
    expect(await page.getByText(/out of 5/).count()).toBe(0);
    expect(errors).toEqual([]);
    await close();
  });
});
