import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../support/server';
import { seriousAxeFindings } from '../support/axe';
import { startBrowserApp, type BrowserApp } from '../support/browser-app';
import { signInAdmin } from '../support/admin-sign-in';

const SHOTS = process.env.STAFF_SHOTS;

/**
 * Issue 17 point 7 in a browser: the admin invites a dispatcher on /admin/staff (1280 px, English); the
 * invitation e-mail lands in DATA_DIR/outbox; its link opens the set-password page on a phone (390 px,
 * French); the dispatcher lands in the panel without the admin-only screens.
 */
describe('browser: staff invitation', () => {
  let app: BrowserApp;
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    app = await startBrowserApp('staff');
    server = app.server;
    browser = app.browser;
  }, 120_000);
  afterAll(async () => app?.close());

  // A toast showing (the sign-in's) is checked with the screen (decision 172).
  const serious = seriousAxeFindings;
  const shot = async (page: Page, name: string) => {
    if (SHOTS) await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
  };

  /** The set-password link of the newest .eml in the outbox addressed to `email`. */
  const linkInOutbox = async (email: string) => {
    const outbox = join(app.dataDir, 'outbox');
    for (let attempt = 0; attempt < 100; attempt++) {
      const files = (() => {
        try {
          return readdirSync(outbox).filter((f) => f.endsWith('.eml'));
        } catch {
          return [];
        }
      })();
      for (const file of files) {
        const eml = readFileSync(join(outbox, file), 'utf8').replace(/=\r?\n/g, '');
        if (!eml.includes(email)) continue;
        const link = /https?:\/\/[^\s"<>]*\/set-password#token=[A-Za-z0-9%._=-]+/.exec(eml)?.[0];
        if (link) return link.replace(/=3D/g, '=');
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`no invitation for ${email} in ${outbox}`);
  };

  /** The admin signed in, in a fresh context of this width and locale. */
  const adminPage = async (width: number, locale: string) => {
    const context = await browser.newContext({ viewport: { width, height: 900 }, locale });
    const page = await context.newPage();
    await signInAdmin(page, server.url);
    return page;
  };

  it('invites a dispatcher who chooses a password by the e-mailed link and works bookings only', async () => {
    const admin = await adminPage(1280, 'en-GB');
    await admin.getByRole('link', { name: 'Staff' }).click();
    await admin.getByRole('heading', { level: 1, name: 'Staff' }).waitFor();
    await admin.getByLabel('Name').fill('Dana Desk');
    await admin.getByLabel('E-mail').fill('desk@e2e.example');
    await admin.getByLabel('Role', { exact: true }).selectOption('dispatcher');
    await admin.getByRole('button', { name: 'Send invitation' }).press('Enter');
    await admin.locator('[data-staff="desk@e2e.example"]').getByText('Invited').waitFor();
    expect(await serious(admin)).toEqual([]);
    await shot(admin, 'staff-en-1280');

    const link = await linkInOutbox('desk@e2e.example');
    const phone = await (
      await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'fr-BE' })
    ).newPage();
    // Decision 260: the token is in the fragment, which the browser sends to no server and in no Referer;
    // the page takes it out of the address bar.
    const token = new URLSearchParams(new URL(link).hash.slice(1)).get('token')!;
    const sent: string[] = [];
    phone.on('request', (request) => sent.push(`${request.url()} ${request.headers()['referer'] ?? ''}`));
    const opened = await phone.goto(link.replace(/^https?:\/\/[^/]+/, server.url));
    // A link sent before, with its token in the query, relies on this: no Referer leaves the page.
    expect(opened?.headers()['referrer-policy']).toBe('no-referrer');
    await phone.getByRole('heading', { level: 1, name: 'Choisissez votre mot de passe' }).waitFor();
    await phone
      .getByText(/Dana Desk, vous avez reçu une invitation à rejoindre l’équipe en tant que répartiteur/)
      .waitFor();
    expect(phone.url()).toBe(`${server.url}/set-password`);
    expect(sent.filter((line) => line.includes(token.split('.')[2]!))).toEqual([]);
    expect(await serious(phone)).toEqual([]);
    await shot(phone, 'set-password-fr-390');
    await phone.getByLabel('Nouveau mot de passe').fill('a-long-dispatch-passphrase');
    await phone.getByRole('button', { name: 'Enregistrer et se connecter' }).click();
    await phone.waitForURL(`${server.url}/admin`);
    await phone.getByRole('heading', { level: 1 }).first().waitFor();
    await shot(phone, 'dispatcher-fr-390');
    expect(await phone.locator('a[href="/admin/settings"]').count()).toBe(0);
    expect(await phone.locator('a[href="/admin/staff"]').count()).toBe(0);

    // The link works once.
    await phone.goto(link.replace(/^https?:\/\/[^/]+/, server.url));
    await phone.getByText('Ce lien a déjà été utilisé. Connectez-vous avec votre mot de passe.').waitFor();
    await admin.reload();
    await admin.locator('[data-staff="desk@e2e.example"]').getByText('Active').waitFor();
  }, 90_000);

  it('shows the staff list on a phone in French, and a clear message for a link that is not valid', async () => {
    const phone = await adminPage(390, 'fr-BE');
    await phone.goto(`${server.url}/admin/staff`);
    await phone.getByRole('heading', { level: 1, name: 'Équipe' }).waitFor();
    await phone.locator('[data-staff="desk@e2e.example"]').getByText('Actif').waitFor();
    expect(await serious(phone)).toEqual([]);
    await shot(phone, 'staff-fr-390');

    const wide = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    const forged = `00000000-0000-4000-8000-000000000000.00000000-0000-4000-8000-000000000000.${'A'.repeat(43)}`;
    await wide.goto(`${server.url}/set-password#token=${forged}`);
    await wide.getByText('This link is not valid. Ask the person who invited you for a new one.').waitFor();
    expect(await serious(wide)).toEqual([]);
    await shot(wide, 'set-password-en-1280');
  }, 60_000);
});
