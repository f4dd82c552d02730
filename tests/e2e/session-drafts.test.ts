import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ADMIN, type RunningServer } from '../support/server';
import { startBrowserApp, type BrowserApp } from '../support/browser-app';

const toast = (page: Page, text: string | RegExp) =>
  page.getByRole('region', { name: 'Notifications' }).getByText(text);

/**
 * Issue 13, table row "signing out on the phone silently ends the admin's session on the desktop too;
 * a blog post being written was lost": the admin on a phone and on a desktop at once.
 */
describe('browser: sessions per device, and a blog post that outlives its session', () => {
  let app: BrowserApp;
  let server: RunningServer;
  let browser: Browser;
  let desktop: Page;

  const signInOn = async (page: Page) => {
    await page.getByLabel('Email', { exact: true }).fill(TEST_ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill(TEST_ADMIN.password);
    await page.getByRole('main').getByRole('button', { name: 'Sign In', exact: true }).click();
  };
  /** A new browser (its own cookies and storage), signed in as the admin. */
  const device = async (width: number) => {
    const context = await browser.newContext({ viewport: { width, height: width < 600 ? 844 : 900 } });
    const page = await context.newPage();
    await page.goto(`${server.url}/auth`);
    await signInOn(page);
    await page.getByRole('heading', { level: 1, name: 'Dashboard Overview' }).waitFor();
    return page;
  };
  /** The phone's sidebar is a drawer. */
  const phoneMenu = async (phone: Page) => {
    await phone.getByRole('button', { name: 'Open admin menu' }).click();
    return phone.getByRole('dialog', { name: 'Admin navigation' });
  };
  const writePost = async (title: string, content: string) => {
    await desktop.goto(`${server.url}/admin/blog/new`);
    await desktop.getByLabel('Title', { exact: true }).fill(title);
    await desktop.getByLabel('Content', { exact: true }).fill(content);
  };

  beforeAll(async () => {
    app = await startBrowserApp('session-drafts');
    ({ server, browser } = app);
    desktop = await device(1280);
  }, 120_000);
  afterAll(async () => app?.close());

  it('signing out on the phone leaves the desktop signed in: the post being written saves', async () => {
    const phone = await device(390);
    await writePost('Written while the phone signs out', 'First paragraph.');
    await (await phoneMenu(phone)).getByRole('button', { name: 'Sign Out', exact: true }).click();
    await toast(phone, 'Signed out successfully').waitFor();
    await phone.context().close();

    await desktop.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(desktop, 'Post saved').waitFor();
    await desktop.waitForURL(`${server.url}/admin/blog`);
    await desktop.getByText('Written while the phone signs out').waitFor();
  });

  it('a post being written when the phone signs out everywhere is still there after signing in again', async () => {
    const phone = await device(390);
    const title = 'Night drives to Zaventem';
    const content = 'Half a post, typed on the desktop before its session ended.';
    await writePost(title, content);

    const menu = await phoneMenu(phone);
    await menu.getByRole('button', { name: 'Sign out everywhere', exact: true }).click();
    await menu.getByRole('button', { name: 'Yes, sign out everywhere', exact: true }).click();
    await toast(phone, 'Signed out successfully').waitFor();
    await phone.context().close();

    // The desktop finds out at its next call: the save is refused, and it is sent to sign in again.
    await desktop.getByRole('button', { name: 'Save', exact: true }).click();
    await desktop.waitForURL(`${server.url}/auth?redirect=%2Fadmin%2Fblog%2Fnew`);
    await signInOn(desktop);
    await desktop.waitForURL(`${server.url}/admin/blog/new`);
    await desktop.getByTestId('draft-notice').getByText('Unsaved changes restored').waitFor();
    expect(await desktop.getByLabel('Title', { exact: true }).inputValue()).toBe(title);
    expect(await desktop.getByLabel('Content', { exact: true }).inputValue()).toBe(content);

    await desktop.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(desktop, 'Post saved').waitFor();
    await desktop.getByText(title).waitFor();
    // Saved: the next new post starts empty, with no note.
    await desktop.goto(`${server.url}/admin/blog/new`);
    await desktop.getByLabel('Title', { exact: true }).waitFor();
    expect(await desktop.getByLabel('Title', { exact: true }).inputValue()).toBe('');
    expect(await desktop.getByTestId('draft-notice').count()).toBe(0);
  });
});
