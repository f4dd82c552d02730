import type { Page } from 'playwright-core';
import { liveAppStarted } from './live-page';
import { TEST_ADMIN } from './server';

/**
 * Signs the test admin in on the sign-in page, as a person does, and waits for the panel. The fields are
 * found by their type, so the same steps work whatever the browser's language. `query` is added to the
 * sign-in page's address (e.g. `?lng=en`).
 */
export async function signInAdmin(page: Page, baseUrl: string, query = ''): Promise<void> {
  await page.goto(`${baseUrl}/auth${query}`);
  // Typed into the live page, not the pre-rendered picture before it: what a visitor types into the picture
  // is tested where that is the point (every-visitor, public-site-quality); here, a CI run on a quiet machine
  // once timed out waiting for the panel after typing across the hand-over (decision 335).
  await liveAppStarted(page);
  await page.locator('main form input[type="email"]').first().fill(TEST_ADMIN.email);
  await page.locator('main form input[type="password"]').first().fill(TEST_ADMIN.password);
  await page.locator('main form button[type="submit"]').first().click();
  await page.waitForURL(`${baseUrl}/admin`);
}
