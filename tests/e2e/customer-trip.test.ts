import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brusselsDayOf } from '@chauffeur/contracts';
import { ManageTokens } from '../../services/bookings/index';
import { mimeAttachment, parseIcs } from '@chauffeur/platform/testing';
import { startBrowserApp, type BrowserApp } from '../support/browser-app';
import { bookingRequest } from '../support/booking-request';
import { awaitMails, invitationToken, mailsTo } from '../support/outbox';
import { TEST_JWT_SECRET, type RunningServer } from '../support/server';
import { signInAdmin } from '../support/admin-sign-in';
import { layoutShift, watchLayoutShift } from '../support/layout-shift';

const SHOTS = process.env.E2E_SHOTS;

/** The manage link of an e-mail, on this test's server (the e-mail names the configured site). */
const MANAGE_LINK = /https?:\/\/[^\s"<>]*\/booking\/([A-Za-z0-9%._-]+)/;

/**
 * Issue 18's two done-when lines, in Chromium against the real server: a French guest on a phone books,
 * finds the link and the calendar entry in the confirmation e-mail, and cancels through the link while the
 * admin watches; then a ride goes from the chauffeur's assignment to a published five-star review.
 */
describe('browser: customers in control of their trip', () => {
  let app: BrowserApp;
  let server: RunningServer;
  let browser: Browser;

  const api = async <T = Record<string, unknown>>(path: string, init: RequestInit = {}) => {
    const response = await fetch(`${server.url}${path}`, init);
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return response.json() as Promise<T>;
  };
  const admin = () => ({ 'content-type': 'application/json', authorization: `Bearer ${server.adminToken}` });
  /** One setting changed, at the settings' revision the admin saw (-1: never changed yet). */
  const setting = (patch: object, revision: number) =>
    api('/api/admin/settings', {
      method: 'PATCH',
      headers: { ...admin(), 'if-match': String(revision) },
      body: JSON.stringify(patch),
    });

  /** A guest booking through the public API; its id. */
  const book = (email: string, pickup: Date, language = 'en') =>
    api<{ id: string; reference: string }>('/api/bookings', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(
        bookingRequest({
          scheduled_time: pickup.toISOString(),
          emergency_contact_email: email,
          flight_number: null,
          language,
        }),
      ),
    });

  /** A fresh context of this size and language, signed in as the admin, on `path`. */
  async function adminAt(path: string, width = 1280): Promise<Page> {
    const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'en-GB' });
    const page = await context.newPage();
    await signInAdmin(page, server.url);
    await page.goto(`${server.url}${path}`);
    return page;
  }

  const phone = async (locale: string) =>
    (await browser.newContext({ viewport: { width: 390, height: 844 }, locale })).newPage();

  const local = (link: string) => link.replace(/^https?:\/\/[^/]+/, server.url);

  beforeAll(async () => {
    app = await startBrowserApp('customer-trip');
    ({ server, browser } = app);
    // "Immediate confirmation" (SPEC 1), and no notice period so rides inside 24 h can be booked.
    await setting({ enable_automatic_booking_confirmation: true }, -1);
    await setting({ booking_lead_time_hours: 0 }, 0);
  }, 180_000);
  afterAll(async () => app?.close());

  it('a French guest on a phone books, gets the link and the .ics, and cancels; the admin sees it live', async () => {
    const email = 'claire.dubois@example.be';
    // The admin's bookings list is open before anything happens, and is never reloaded.
    const desk = await adminAt('/admin/bookings');
    await desk.getByRole('heading', { level: 1 }).first().waitFor();
    await desk.evaluate(() => ((window as unknown as { untouched: boolean }).untouched = true));

    // 1. The wizard, in French, at 390 px: three days ahead, at ten in the morning (browser time).
    const visitor = await phone('fr-BE');
    await visitor.goto(`${server.url}/reservation`);
    await visitor.getByRole('heading', { name: 'Réservez votre transfert premium' }).waitFor();
    for (const [field, text, option] of [
      ['Point de départ', 'Grand-Place', /Grand.Place/],
      ['Destination', 'Zaventem', /Zaventem|Airport|Aéroport/],
    ] as const) {
      const box = visitor.getByRole('combobox', { name: field });
      await box.fill(text);
      await visitor.getByRole('option', { name: option }).first().click();
    }
    const [date] = await visitor.evaluate(() => {
      const at = new Date(Date.now() + 3 * 86_400_000);
      const pad = (n: number) => String(n).padStart(2, '0');
      return [`${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`];
    });
    await visitor.getByLabel('Date', { exact: true }).fill(date!);
    await visitor.getByLabel('Heure', { exact: true }).fill('10:00');
    await visitor.getByLabel('Heure', { exact: true }).blur();
    await visitor.getByRole('button', { name: 'Continuer', exact: true }).click();
    await visitor
      .getByRole('button', { name: /^Choisir / })
      .first()
      .click();
    await visitor.getByLabel('Nom complet').fill('Claire Dubois');
    await visitor.getByLabel('Numéro de téléphone').fill('+32 470 98 76 54');
    await visitor.getByLabel('E-mail', { exact: true }).fill(email);
    await visitor.getByRole('button', { name: 'Continuer vers le récapitulatif' }).click();
    await visitor.getByRole('button', { name: 'Confirmer la réservation' }).click();
    const dialog = visitor.getByRole('dialog', { name: 'Réservation confirmée\u00a0!' });
    await dialog.waitFor();
    const reference = (await dialog.getByTestId('booking-reference').textContent())!.trim();

    // 2. The confirmation e-mail, in French, holds the manage link and a valid calendar entry.
    const [confirmation] = await awaitMails(app.dataDir, email, new RegExp(`${reference} est confirmée`));
    expect(confirmation, 'the confirmation e-mail').toBeDefined();
    const link = MANAGE_LINK.exec(confirmation!.text)?.[0];
    expect(link, 'the manage link in the e-mail').toBeDefined();
    const ics = parseIcs(mimeAttachment(confirmation!.body, 'text/calendar'));
    expect(ics.events).toHaveLength(1);
    expect(ics.events[0]!.get('DESCRIPTION')).toContain(reference);

    // 3. The link opens the booking on the phone, drawn whole: nothing jumps under the reader's eyes (the
    // footer pushed out, then the trip pushed down by the change form, made a layout shift of 0.9 before).
    await watchLayoutShift(visitor);
    await visitor.goto(local(link!));
    await visitor.getByText(reference).first().waitFor();
    await visitor.getByText('Confirmée').first().waitFor();
    await visitor.getByRole('button', { name: 'Demander cette modification' }).waitFor();
    expect(await layoutShift(visitor)).toBeLessThan(0.1);
    if (SHOTS) await visitor.screenshot({ path: `${SHOTS}/manage-fr-390.png`, fullPage: true });
    expect(await visitor.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
      true,
    );

    // 4. Three days ahead: cancelled in one click after a confirmation step, with a reason.
    await visitor.getByRole('button', { name: 'Annuler la réservation' }).click();
    await visitor.getByLabel('Motif (facultatif)').fill('Réunion reportée');
    await visitor.getByRole('button', { name: 'Oui, annuler ma réservation' }).click();
    await visitor.getByText('Votre réservation est annulée.', { exact: false }).waitFor();

    // 5. The admin, who never reloaded, is told by a toast, and the list shows the cancellation.
    await desk.getByText(`Booking ${reference} was cancelled by the customer.`).waitFor({ timeout: 15_000 });
    expect(await desk.evaluate(() => (window as unknown as { untouched?: boolean }).untouched)).toBe(true);
    const { items } = await api<{ items: { id: string; reference: string; status: string }[] }>(
      `/api/admin/bookings?limit=100`,
      { headers: admin() },
    );
    const row = items.find((item) => item.reference === reference)!;
    expect(row.status).toBe('cancelled');
    const history = await api<{ items: { type: string; actor: { kind: string; email?: string } }[] }>(
      `/api/admin/bookings/${row.id}/history`,
      { headers: admin() },
    );
    expect(history.items.at(-1)).toMatchObject({
      type: 'BookingCancelled',
      actor: { kind: 'customer', email },
    });

    // 6. A ride inside 24 hours cannot be cancelled online: the page gives the phone number instead.
    const soon = await book('late@example.be', new Date(Date.now() + 5 * 3_600_000), 'fr');
    await visitor.goto(`${server.url}/booking/${new ManageTokens(TEST_JWT_SECRET).tokenOf(soon.id)}`);
    await visitor.getByText(soon.reference).first().waitFor();
    await visitor.getByTestId('cut-off').waitFor();
    expect(await visitor.getByRole('button', { name: 'Annuler la réservation' }).count()).toBe(0);
    expect(await visitor.locator('a[href^="tel:"]').count()).toBeGreaterThan(0);
    if (SHOTS) await visitor.screenshot({ path: `${SHOTS}/manage-fr-390-cutoff.png`, fullPage: true });
  }, 120_000);

  it('assigned → e-mailed once → driven → thanked once → rated 5 stars → approved → on the site', async () => {
    const email = 'anne.peeters@example.be';
    const chauffeur = { name: 'Karim Benali', email: 'karim@e2e.example' };
    // Inside the default start window (2 h before pickup), so the chauffeur may start at once.
    const pickup = new Date(Math.ceil((Date.now() + 45 * 60_000) / 60_000) * 60_000);
    const ride = await book(email, pickup);
    await api('/api/admin/chauffeurs', {
      method: 'POST',
      headers: admin(),
      body: JSON.stringify({
        ...chauffeur,
        phone: '+32 470 11 22 33',
        languages: ['fr', 'en'],
        active: true,
      }),
    });
    const before = await api<{ summary: { count: number; average_rating: number | null } }>('/api/reviews');

    // 1. The operator gives the ride its chauffeur on the dispatch board.
    const desk = await adminAt(`/admin/dispatch?date=${brusselsDayOf(pickup)}`);
    await desk
      .getByTestId('unassigned')
      .getByRole('button', { name: new RegExp(ride.reference) })
      .click();
    const chauffeurs = desk
      .getByTestId('assign-panel')
      .getByRole('list', { name: 'Chauffeurs for this ride' });
    await chauffeurs.getByRole('button', { name: new RegExp(chauffeur.name) }).click();
    await chauffeurs
      .getByRole('button', { name: new RegExp(chauffeur.name) })
      .getByText('Assigned')
      .waitFor();
    const assigned = new RegExp(`Your chauffeur for booking ${ride.reference}`);
    const [assignedMail] = await awaitMails(app.dataDir, email, assigned);
    expect(assignedMail?.text).toContain('Karim');

    // 2. The chauffeur, invited by e-mail, drives the ride from their phone.
    const driver = await phone('fr-BE');
    await driver.goto(
      `${server.url}/set-password#token=${encodeURIComponent(await invitationToken(app.dataDir, chauffeur.email))}`,
    );
    await driver.getByLabel('Nouveau mot de passe').fill('a-long-driving-passphrase');
    await driver.getByRole('button', { name: 'Enregistrer et se connecter' }).click();
    await driver.waitForURL(`${server.url}/driver`);
    const card = driver.locator(`[data-ride="${ride.id}"]`);
    await card.getByRole('button', { name: 'Démarrer la course' }).click();
    // Starting is asked first too (decision 261).
    await card.getByRole('button', { name: 'Oui, démarrer la course' }).click();
    await card.getByRole('button', { name: 'Terminer la course' }).click();
    // Asked first, naming the ride (decision 254).
    await card.getByRole('button', { name: 'Oui, terminer la course' }).click();

    // 3. The thank-you e-mail, once, with the rating link; the assignment was mailed once in all.
    const thanks = new RegExp(`Thank you for riding with us – ${ride.reference}`);
    const [thanksMail] = await awaitMails(app.dataDir, email, thanks);
    const rateLink = /https?:\/\/[^\s"<>]*\/booking\/[A-Za-z0-9%._-]+\/rate/.exec(
      thanksMail?.text ?? '',
    )?.[0];
    expect(rateLink, 'the rating link in the thank-you e-mail').toBeDefined();

    // 4. The customer gives five stars and a comment on their phone.
    const comment = `Karim was early and the car spotless (${ride.reference}).`;
    const customer = await phone('en-GB');
    await watchLayoutShift(customer);
    await customer.goto(local(rateLink!));
    await customer.getByRole('heading', { name: 'Rate your trip' }).waitFor();
    await customer.getByLabel('Your comment').waitFor();
    // Drawn in place: the footer, drawn under the header while the page loaded, jumped (0.6 at 390 px).
    expect(await layoutShift(customer)).toBeLessThan(0.1);
    await customer.getByLabel('5 stars').check({ force: true });
    await customer.getByLabel('Your comment').fill(comment);
    await customer.getByRole('button', { name: 'Send my review' }).click();
    await customer.getByText('Thank you for your review!').waitFor();
    // The receipt of the ride, under the same link, is drawn in place too (0.9 before).
    await customer.goto(local(rateLink!.replace(/\/rate$/, '/receipt')));
    await customer.getByRole('link', { name: /PDF/ }).waitFor();
    expect(await layoutShift(customer)).toBeLessThan(0.1);
    // Not on the site before the operator approves it.
    const pending = await api<{ summary: { count: number } }>('/api/reviews');
    expect(pending.summary.count).toBe(before.summary.count);

    // 5. The operator approves it on the Reviews screen.
    await desk.goto(`${server.url}/admin/reviews`);
    const review = desk.locator('li').filter({ hasText: comment });
    await review.getByRole('button', { name: 'Approve' }).click();
    await desk.getByText('Review approved: it now shows on the website.').waitFor();

    // 6. The landing page quotes it, with the first name; /services shows the new average.
    const after = await api<{ summary: { count: number; average_rating: number } }>('/api/reviews');
    expect(after.summary.count).toBe(before.summary.count + 1);
    const expected =
      ((before.summary.average_rating ?? 0) * before.summary.count + 5) / (before.summary.count + 1);
    expect(after.summary.average_rating).toBeCloseTo(expected, 5);
    const visitor = await (
      await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-GB' })
    ).newPage();
    await visitor.goto(`${server.url}/`);
    const carousel = visitor.getByRole('region', { name: 'Client reviews' });
    await carousel.waitFor();
    await expect.poll(() => carousel.textContent(), { timeout: 15_000 }).toContain(comment);
    expect(await carousel.textContent()).toContain('Anne');
    await visitor.goto(`${server.url}/services`);
    await visitor
      .getByText(`${expected.toFixed(1)} out of 5`)
      .first()
      .waitFor();

    // Each e-mail went out once, however many steps followed it.
    expect(mailsTo(app.dataDir, email).filter((mail) => assigned.test(mail.subject))).toHaveLength(1);
    expect(mailsTo(app.dataDir, email).filter((mail) => thanks.test(mail.subject))).toHaveLength(1);
  }, 120_000);
});
