import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ADMIN, type RunningServer } from '../support/server';
import { seriousAxeFindings } from '../support/axe';
import { startBrowserApp, type BrowserApp } from '../support/browser-app';
import { signInAdmin } from '../support/admin-sign-in';

const S_CLASS = '5b1e7c2a-0d4f-4c1e-9a11-0e1a2b3c4d03';

/** Issue 17 point 7: the history of a vehicle and of the settings, and the activity feed, in four languages. */
describe('browser: history and activity', () => {
  let app: BrowserApp;
  let server: RunningServer;
  let browser: Browser;

  const admin = (method: string, path: string, body?: object, headers: Record<string, string> = {}) =>
    fetch(`${server.url}/api/admin${path}`, {
      method,
      headers: {
        authorization: `Bearer ${server.adminToken}`,
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });

  const signIn = async (width: number, locale: string) => {
    const context = await browser.newContext({
      viewport: { width, height: width < 600 ? 844 : 900 },
      locale,
    });
    const page = await context.newPage();
    await signInAdmin(page, server.url);
    return page;
  };

  const serious = seriousAxeFindings;

  /** Screens to look at, when a folder is given (never in the repository). */
  const shot = async (page: Page, name: string) => {
    if (process.env.E2E_SCREENSHOTS)
      await page.screenshot({ path: join(process.env.E2E_SCREENSHOTS, `${name}.png`), fullPage: true });
  };

  beforeAll(async () => {
    app = await startBrowserApp('history');
    ({ server, browser } = app);
    const vehicle = (await (await admin('GET', `/vehicles/${S_CLASS}`)).json()) as Record<string, unknown>;
    const { id, revision, created_at, updated_at, ...fields } = vehicle;
    void created_at;
    void updated_at;
    const edited = await admin(
      'PUT',
      `/vehicles/${id}`,
      { ...fields, price_per_km: 4.75 },
      {
        'if-match': `"${revision}"`,
      },
    );
    expect(edited.status).toBe(200);
    const changed = await admin(
      'PATCH',
      '/settings',
      { booking_lead_time_hours: 12 },
      { 'if-match': '"-1"' },
    );
    expect(changed.status).toBe(200);
  }, 120_000);
  afterAll(async () => app?.close());

  it.each([
    [1280, 'en-GB', 'Price per km', 'Activity', 'Admin'],
    [390, 'fr-BE', 'Prix par km', 'Activité', 'Administrateur'],
  ])('shows who changed what at %i px (%s)', async (width, locale, priceLabel, activityTitle, adminRole) => {
    const page = await signIn(width, locale);
    await page.goto(`${server.url}/admin/vehicles/${S_CLASS}`);
    const panel = page.getByTestId('history-panel');
    await panel.getByText(priceLabel, { exact: false }).first().waitFor();
    // The price as money in the admin's language (decision 250): '€4.75', '4,75 €'.
    expect(await panel.textContent()).toMatch(locale === 'fr-BE' ? /→ 4,75\s€/ : /→ €4\.75/);
    // The role in the admin's language (decision 173).
    expect(await panel.textContent()).toContain(`${TEST_ADMIN.email} (${adminRole})`);
    expect(await serious(page)).toEqual([]);
    await shot(page, `vehicle-${width}-${locale}`);

    await page.goto(`${server.url}/admin/settings`);
    await page.getByTestId('history-panel').getByText('24 → 12').waitFor();
    await shot(page, `settings-${width}-${locale}`);

    await page.goto(`${server.url}/admin/activity`);
    await page.getByRole('heading', { level: 1, name: activityTitle }).waitFor();
    await page.getByTestId('activity').locator('[data-event-type="SettingChanged"]').waitFor();
    expect(await serious(page)).toEqual([]);
    await shot(page, `activity-${width}-${locale}`);
    await page.context().close();
  });
});
