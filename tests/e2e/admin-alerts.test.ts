import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../support/server';
import { startBrowserApp, type BrowserApp } from '../support/browser-app';
import { bookingRequest } from '../support/booking-request';
import { signInAdmin } from '../support/admin-sign-in';

/** Counts the notes the page's WebAudio plays: the alert chime is two of them. */
const COUNT_NOTES = () => {
  const counted = window as unknown as { notes: number };
  counted.notes = 0;
  const start = OscillatorNode.prototype.start;
  OscillatorNode.prototype.start = function (...args: Parameters<typeof start>) {
    counted.notes += 1;
    return start.apply(this, args);
  };
};

describe('browser: alerts while the admin panel is open (issue 17 point 8)', () => {
  let app: BrowserApp;
  let server: RunningServer;
  let browser: Browser;
  let page: Page;

  const book = async () => {
    const response = await fetch(`${server.url}/api/bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(bookingRequest({ flight_number: null })),
    });
    expect(response.status).toBe(201);
    return (await response.json()) as { id: string; reference: string };
  };

  const notes = () => page.evaluate(() => (window as unknown as { notes: number }).notes);

  beforeAll(async () => {
    app = await startBrowserApp('alerts');
    ({ server, browser } = app);
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript(COUNT_NOTES);
    page = await context.newPage();
    await signInAdmin(page, server.url);
    await page.getByRole('heading', { level: 1, name: 'Dashboard Overview' }).waitFor();
    await page.getByText('Live updates on').waitFor();
  }, 120_000);
  afterAll(async () => app?.close());

  it("a booking made meanwhile chimes, shows its reference with a link, and counts in the title; not the admin's own cancellation", async () => {
    // Signing in was a click: the browser lets the panel play sound, and the toggle says it is on.
    const toggle = page.getByRole('button', { name: 'Alert sound' });
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');
    expect(await toggle.textContent()).not.toContain('Sound blocked');
    const title = await page.title();

    const booking = await book();
    const toast = page.getByRole('region', { name: 'Notifications' }).getByRole('status');
    await toast.getByText(`New booking ${booking.reference}.`).waitFor();
    await page.waitForFunction((expected) => document.title === expected, `(1) ${title}`);
    expect(await notes()).toBe(2);

    // This admin cancelling it (through the API, as from another device) is their own action: the bell
    // counts it, no sound, no toast, the title's count stays.
    const bell = page.getByTestId('bell-count');
    const before = Number(await bell.textContent());
    const cancelled = await fetch(`${server.url}/api/admin/bookings/${booking.id}/cancel`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${server.adminToken}`,
        'content-type': 'application/json',
        'if-match': '"0"',
      },
      body: JSON.stringify({}),
    });
    expect(cancelled.status).toBe(200);
    await page.waitForFunction(
      (count) => document.querySelector('[data-testid="bell-count"]')?.textContent === String(count),
      before + 1,
    );
    // The alerts are worked out just after the bell renders: give them a moment to (wrongly) appear.
    await page.waitForTimeout(300);
    expect(await toast.filter({ hasText: 'was cancelled' }).count()).toBe(0);
    expect(await page.title()).toBe(`(1) ${title}`);
    expect(await notes()).toBe(2);

    // The link opens the booking; that click is the admin looking.
    await toast
      .filter({ hasText: `New booking ${booking.reference}.` })
      .getByRole('link', { name: 'View booking' })
      .click();
    await page.waitForURL(`${server.url}/admin/bookings/${booking.id}`);
    await page.waitForFunction(() => !/^\(\d+\) /.test(document.title));

    // Muted: the next booking still shows, silently, and counts.
    await toggle.click();
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');
    const second = await book();
    await toast.getByText(`New booking ${second.reference}.`).waitFor();
    await page.waitForFunction((expected) => document.title.startsWith(expected), '(1) ');
    expect(await notes()).toBe(2);
  }, 60_000);
});
