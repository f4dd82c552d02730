import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, allowPickupsSoon, bookWith, createTestApp, soon, TEST_SECRET } from '@chauffeur/api/testing';
import type { TestApp } from '@chauffeur/api/testing';
import { manageLinkRequestsStream } from '../manage/manage-events';
import { manageLinkMailReaction } from './manage-link-mail';

/**
 * The "Find my booking" e-mail says what the booking's page lets the customer do now (decision 271): a
 * completed ride's receipt and rating, not "follow your chauffeur or cancel it"; a cancelled one, only see it.
 */
describe('the manage-link e-mail follows where the booking stands', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
    await allowPickupsSoon(t);
  });
  afterEach(async () => t.close());

  /** A booking in that language, taken to that point by the admin, then its link asked for: the mail's text. */
  async function linkMail(language: string, steps: [string, number][]): Promise<string> {
    const booking = (await bookWith(t, { ...soon(), language })).json() as { id: string; reference: string };
    for (const [action, revision] of steps)
      expect((await act(t, booking.id, action, revision)).statusCode).toBe(200);
    const find = await t.app.inject({
      method: 'POST',
      url: '/api/manage/find',
      payload: { reference: booking.reference, email: 'anne.peeters@example.be' },
    });
    expect(find.statusCode).toBe(202);
    const [asked] = await t.eventStore.readStream(manageLinkRequestsStream(booking.id));
    const [mail] = await manageLinkMailReaction({ secret: TEST_SECRET, siteUrl: 'https://x.test' }).mails(
      asked!,
      t.eventStore,
    );
    return mail!.text.replace(booking.reference, 'REF');
  }

  const done: [string, number][] = [
    ['confirm', 0],
    ['start', 1],
    ['complete', 2],
  ];

  it('offers to follow the chauffeur or cancel before the ride', async () => {
    expect(await linkMail('en', [['confirm', 0]])).toContain(
      'Here is the link to your booking REF: see it, follow your chauffeur or cancel it.',
    );
  });

  it('offers the receipt and the rating once the ride is done, in each language', async () => {
    expect(await linkMail('en', done)).toContain(
      'Here is the link to your booking REF: see it, download its receipt or rate your trip.',
    );
    expect(await linkMail('fr', done)).toContain(
      'Voici le lien vers votre réservation REF\u00a0: consultez-la, téléchargez son reçu ou évaluez votre trajet.',
    );
    expect(await linkMail('nl', done)).toContain(
      'Hier is de link naar uw boeking REF: bekijk ze, download het ontvangstbewijs of beoordeel uw rit.',
    );
    expect(await linkMail('de', done)).toContain(
      'Hier ist der Link zu Ihrer Buchung REF: ansehen, die Quittung herunterladen oder Ihre Fahrt bewerten.',
    );
  });

  it('only offers to see a cancelled booking, in each language', async () => {
    const cancelled: [string, number][] = [['cancel', 0]];
    const texts = {
      en: 'Here is the link to see your booking REF.',
      fr: 'Voici le lien pour consulter votre réservation REF.',
      nl: 'Hier is de link om uw boeking REF te bekijken.',
      de: 'Hier ist der Link, um Ihre Buchung REF anzusehen.',
    };
    for (const [language, sentence] of Object.entries(texts)) {
      const text = await linkMail(language, cancelled);
      expect(text).toContain(sentence);
      expect(text).not.toMatch(/cancel it|annulez-la|annuleer ze|stornieren/);
    }
  });
});
