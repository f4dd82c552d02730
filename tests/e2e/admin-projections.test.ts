import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../support/server';
import { startBrowserApp, type BrowserApp } from '../support/browser-app';
import { signInAdmin } from '../support/admin-sign-in';

/** Issue 16 point 7: the admin sees every read model live and rebuilds one, following its progress. */
describe('browser: the admin read models page', () => {
  let app: BrowserApp;
  let server: RunningServer;
  let browser: Browser;

  const signIn = async (width: number): Promise<Page> => {
    const context = await browser.newContext({ viewport: { width, height: width < 600 ? 844 : 900 } });
    const page = await context.newPage();
    await signInAdmin(page, server.url);
    return page;
  };

  beforeAll(async () => {
    app = await startBrowserApp('admin-projections');
    ({ server, browser } = app);
  }, 120_000);
  afterAll(async () => app?.close());

  it('shows every read model live, and rebuilds one after a confirmation', async () => {
    const names = (
      (await (
        await fetch(`${server.url}/api/admin/projections`, {
          headers: { authorization: `Bearer ${server.adminToken}` },
        })
      ).json()) as { items: { name: string }[] }
    ).items.map((item) => item.name);
    expect(names.length).toBeGreaterThan(5);

    const page = await signIn(1280);
    await page
      .getByRole('navigation', { name: 'Admin navigation' })
      .getByRole('link', { name: 'Read models' })
      .click();
    await page.waitForURL(`${server.url}/admin/projections`);
    await page.getByRole('heading', { level: 1, name: 'Read models' }).waitFor();
    const table = page.getByTestId('projections-table');
    for (const name of names)
      expect(await table.locator(`tr[data-projection="${name}"] [data-state]`).textContent(), name).toBe(
        'Live',
      );

    const row = table.locator('tr[data-projection="vehicles"]');
    // Keyboard: the button, then the question's Cancel takes the focus (decision 289), so Enter pressed
    // twice rebuilds nothing and gives the focus back; Tab goes on to the answer that rebuilds.
    const focused = () => page.evaluate(() => document.activeElement?.textContent);
    await row.getByRole('button', { name: 'Rebuild Vehicles' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(focused).toBe('Cancel');
    await page.keyboard.press('Enter');
    await expect.poll(focused).toBe('Rebuild');
    expect(await row.getByRole('group').count()).toBe(0);
    expect(await page.getByText('Rebuild of “Vehicles” started').count()).toBe(0);
    await page.keyboard.press('Enter');
    await expect.poll(focused).toBe('Cancel');
    await page.keyboard.press('Tab');
    await expect.poll(focused).toBe('Yes, rebuild');
    await page.keyboard.press('Enter');
    await page.getByText('Rebuild of “Vehicles” started').waitFor();
    // However fast the rebuild, the row ends live again with the whole log applied.
    await expect.poll(() => row.locator('[data-state]').textContent(), { timeout: 15_000 }).toBe('Live');
    const after = (await (
      await fetch(`${server.url}/api/admin/projections`, {
        headers: { authorization: `Bearer ${server.adminToken}` },
      })
    ).json()) as { items: { name: string; state: string; lag_events: number }[] };
    expect(after.items.find((item) => item.name === 'vehicles')).toMatchObject({
      state: 'live',
      lag_events: 0,
    });
    await page.context().close();
  });

  it('shows one card per read model on a phone', async () => {
    const phone = await signIn(390);
    await phone.goto(`${server.url}/admin/projections`);
    const cards = phone.getByTestId('projections-cards');
    await cards.locator('li[data-projection="bookings"]').waitFor();
    expect(await phone.getByTestId('projections-table').isVisible()).toBe(false);
    // Nothing wider than the screen.
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await phone.context().close();
  });
});
