import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingBody } from '@chauffeur/api/testing';
import type { RunningServer } from '../support/server';
import { startBrowserApp, type BrowserApp } from '../support/browser-app';
import { signInAdmin } from '../support/admin-sign-in';

/**
 * Decision 276: deleting a booking from its page goes back to the list without asking the server for the
 * booking that no longer exists (its page and history answered 404 twice, with the live stream on). Asked
 * with the keyboard: Enter twice deletes nothing, Tab then Enter does (decision 289).
 */
describe('browser: deleting a booking from its page', () => {
  let app: BrowserApp;
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    app = await startBrowserApp('delete-booking');
    ({ server, browser } = app);
  }, 120_000);
  afterAll(async () => app?.close());

  it('deletes with the keyboard only after Tab to "Yes, delete", then goes back to the list with no request answering 404', async () => {
    const booked = await fetch(`${server.url}/api/bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(bookingBody()),
    });
    expect(booked.status).toBe(201);
    const { id } = (await booked.json()) as { id: string };

    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-GB' });
    const page = await context.newPage();
    const notFound: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 404) notFound.push(response.url());
    });
    await signInAdmin(page, server.url);

    await page.goto(`${server.url}/admin/bookings/${id}`);
    // With the keyboard (decision 289): Delete asks with the focus on "Keep booking" (decision 295: not
    // "Cancel", the booking's own step beside it), so Enter pressed twice deletes nothing and leaves the focus
    // on Delete; Tab goes on to "Yes, delete", which Enter answers.
    const focused = () => page.evaluate(() => document.activeElement?.textContent);
    await page.getByRole('button', { name: 'Delete', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(focused).toBe('Keep booking');
    await page.keyboard.press('Enter');
    await expect.poll(focused).toBe('Delete');
    expect(await page.getByRole('button', { name: 'Yes, delete' }).count()).toBe(0);
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect.poll(focused).toBe('Yes, delete');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Manage Ride Bookings' }).waitFor();
    // Time for the refresh after the command and the live stream's change to have asked, if they ask.
    await page.waitForTimeout(1500);
    expect(notFound).toEqual([]);
    await context.close();
  }, 90_000);
});
