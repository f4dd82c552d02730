import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../support/server';
import { startBrowserApp, type BrowserApp } from '../support/browser-app';
import { signInAdmin } from '../support/admin-sign-in';

/**
 * Issue 17 point 9 (decision 176): a polygon zone drawn on the Fares page's map. Headless Chromium may have
 * no WebGL: then the map gives way to a short note and the typed corners still save the zone.
 */
describe('browser: drawing a polygon zone', () => {
  let app: BrowserApp;
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    app = await startBrowserApp('zone-drawing', { carsPerModel: 1 });
    ({ server, browser } = app);
  }, 120_000);
  afterAll(async () => app?.close());

  async function fares(width: number, locale: string): Promise<Page> {
    const page = await (await browser.newContext({ viewport: { width, height: 900 }, locale })).newPage();
    await signInAdmin(page, server.url);
    await page.goto(`${server.url}/admin/fares`);
    return page;
  }

  it('draws corners with clicks (or says the map is unavailable) and saves the zone', async () => {
    const page = await fares(1280, 'en-GB');
    await page.getByRole('button', { name: 'Add zone', exact: true }).click();
    const form = page.getByRole('form', { name: 'New zone' });
    await form.getByLabel('Name', { exact: true }).fill('Drawn zone');
    await form.getByLabel('Polygon').check();
    const map = form.getByTestId('zone-map');
    await expect.poll(() => map.getAttribute('data-status'), { timeout: 15_000 }).not.toBe('loading');
    const corners = form.getByLabel('Corners');
    if ((await map.getAttribute('data-status')) === 'ready') {
      const box = (await map.boundingBox())!;
      const clicks: [number, number][] = [
        [0.3, 0.3],
        [0.7, 0.35],
        [0.5, 0.7],
      ];
      for (const [x, y] of clicks) await page.mouse.click(box.x + box.width * x, box.y + box.height * y);
      await expect.poll(async () => (await corners.inputValue()).split('\n').length).toBe(3);
      // Each corner lands where it was clicked: the map does not move under the pointer between clicks.
      const [west, east] = (await corners.inputValue()).split('\n').map((line) => Number(line.split(',')[1]));
      expect(east! - west!).toBeGreaterThan(0.1);
      await form.getByRole('button', { name: 'Undo last corner' }).click();
      expect((await corners.inputValue()).split('\n')).toHaveLength(2);
      await page.mouse.click(box.x + box.width * 0.5, box.y + box.height * 0.7);
    } else {
      expect(await form.getByText('The map cannot be shown in this browser').isVisible()).toBe(true);
      await corners.fill('50.86, 4.33\n50.87, 4.38\n50.83, 4.36');
    }
    if (process.env.ZONE_SHOTS) await page.screenshot({ path: `${process.env.ZONE_SHOTS}/en-1280.png` });
    await form.getByRole('button', { name: 'Save zone' }).click();
    await page.getByText('Zone saved').waitFor();
    // The list refreshes just after the toast: wait for the new zone's line rather than racing it.
    await page.getByText('Polygon · 3 corners').waitFor({ timeout: 10_000 });
  }, 60_000);
});
