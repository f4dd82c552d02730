import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ADMIN, type RunningServer } from '../support/server';
import { startBrowserApp, type BrowserApp } from '../support/browser-app';

/** The form of /auth (exact labels: the footer's newsletter box has an "Email address" field too). */
async function fillAndSubmit(page: Page, email: string, password: string, button: 'Sign In' | 'Sign Up') {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('main').getByRole('button', { name: button, exact: true }).click();
}

const toast = (page: Page, text: string) =>
  page.getByRole('region', { name: 'Notifications' }).getByText(text, { exact: true });

describe('browser: accounts, sign-in and the admin guard', () => {
  let app: BrowserApp;
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    app = await startBrowserApp('auth');
    ({ server, browser } = app);
  });
  afterAll(async () => app?.close());

  const newPage = async (width = 1280) => {
    const context = await browser.newContext({ viewport: { width, height: width < 600 ? 844 : 900 } });
    return context.newPage();
  };

  it('signs up, signs in as a user, stays signed in across a reload, and signs out', async () => {
    const page = await newPage(390);
    await page.goto(`${server.url}/auth`);
    await page.getByRole('link', { name: 'Sign up', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Create Account' }).waitFor();
    await fillAndSubmit(page, 'rider@example.com', 'rider-secret', 'Sign Up');
    // Issue 13: the same answer whether or not the address had an account, so it says both cases.
    await toast(
      page,
      'Sign up received! If this address is new, you can sign in now; if it already has an account, we have sent it an e-mail.',
    ).waitFor();
    await page.getByRole('heading', { level: 1, name: 'Sign In' }).waitFor();

    await fillAndSubmit(page, 'rider@example.com', 'rider-secret', 'Sign In');
    await toast(page, 'Signed in successfully').waitFor();
    await page.waitForURL(`${server.url}/`);

    await page.reload();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('button', { name: 'Sign Out' }).waitFor();
    expect(await menu.getByRole('link', { name: 'Admin' }).count()).toBe(0);
    await menu.getByRole('button', { name: 'Sign Out' }).click();
    await toast(page, 'Signed out successfully').waitFor();

    // Signed out on the server too: a reload does not bring the session back.
    await page.reload();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Sign In' }).waitFor();
    await page.context().close();
  });

  it('shows the SPEC 8 text for a wrong password', async () => {
    const page = await newPage();
    await page.goto(`${server.url}/auth`);
    await fillAndSubmit(page, 'rider@example.com', 'not-the-password', 'Sign In');
    const alert = page.getByRole('main').getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toBe('Invalid email or password. Please try again.');
    await page.context().close();
  });

  it('takes the admin to /admin after sign-in, through the guard, with an admin link in the header', async () => {
    const page = await newPage();
    await page.goto(`${server.url}/admin`);
    // No session: 'Authentication Required', and on to the sign-in page that remembers /admin.
    await page.waitForURL(`${server.url}/auth?redirect=%2Fadmin`);
    await page.getByText('Authentication Required').waitFor();
    await fillAndSubmit(page, TEST_ADMIN.email, TEST_ADMIN.password, 'Sign In');
    await page.waitForURL(`${server.url}/admin`);
    await page.getByRole('heading', { level: 1, name: 'Dashboard Overview' }).waitFor();
    // Still the admin after a reload (the refresh cookie restores the session).
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Dashboard Overview' }).waitFor();
    // The admin panel has its own frame; the public header links to it.
    await page.goto(`${server.url}/`);
    const header = page.getByRole('banner');
    await header.getByRole('link', { name: 'Admin' }).waitFor();
    expect(await header.getByRole('link', { name: 'Admin' }).getAttribute('href')).toBe('/admin');
    await page.context().close();
  });

  it("tells a signed-in user 'Access Restricted' at /admin and sends them to /auth after 3 seconds", async () => {
    const page = await newPage();
    await page.goto(`${server.url}/auth`);
    await fillAndSubmit(page, 'rider@example.com', 'rider-secret', 'Sign In');
    await page.waitForURL(`${server.url}/`);
    await page.getByRole('banner').getByRole('link', { name: 'Book Now' }).waitFor();

    // Timed in the page (the redirect is the app's own navigation): seen from the test, a busy machine
    // delays when the heading is noticed, and the wait looked shorter than the visitor's.
    await page.addInitScript(() => {
      const marks = window as unknown as { shownAt?: number; leftAt?: number };
      const look = () => {
        const heading = Array.from(document.querySelectorAll('h1')).some(
          (h) => h.textContent?.trim() === 'Access Restricted',
        );
        if (marks.shownAt === undefined && heading) marks.shownAt = performance.now();
        if (marks.shownAt !== undefined && marks.leftAt === undefined && location.pathname === '/auth')
          marks.leftAt = performance.now();
      };
      new MutationObserver(look).observe(document, { subtree: true, childList: true });
    });
    await page.goto(`${server.url}/admin`);
    await page.getByRole('heading', { level: 1, name: 'Access Restricted' }).waitFor();
    await page.getByText('You do not have administrator privileges').waitFor();
    await page.waitForURL(`${server.url}/auth`, { timeout: 10_000 });
    const { shownAt, leftAt } = await page.evaluate(() => {
      const marks = window as unknown as { shownAt?: number; leftAt?: number };
      return { shownAt: marks.shownAt, leftAt: marks.leftAt };
    });
    expect(shownAt).toBeDefined();
    expect(leftAt).toBeDefined();
    const waited = leftAt! - shownAt!;
    expect(waited).toBeGreaterThanOrEqual(2900);
    expect(waited).toBeLessThan(5000);
    await page.context().close();
  });
});
