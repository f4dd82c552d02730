import { describe, expect, it } from 'vitest';
import { englishTexts } from '../support/english';

/** The translation walk (tests/e2e/translation-walk.test.ts) is only as good as the way it tells English. */
describe('englishTexts, the translation walk’s detector', () => {
  const names = ['Mercedes-Benz S-Class', 'Brussels Airport'];
  const found = (texts: string[]) => englishTexts(texts, names).map((f) => f.text);

  it('finds untranslated labels, sentences and event names', () => {
    expect(
      found([
        'Save changes',
        'Your booking is confirmed.',
        'Cancel',
        'RideCompleted',
        'Use Ctrl + scroll to zoom the map',
      ]),
    ).toEqual([
      'Save changes',
      'Your booking is confirmed.',
      'Cancel',
      'RideCompleted',
      'Use Ctrl + scroll to zoom the map',
    ]);
  });

  it('passes Dutch, French and German texts, also those with words English shares', () => {
    expect(
      found([
        'Nog geen account? Registreren',
        'Was wir speichern',
        'Votre message a été envoyé. Total : 85,00 €',
        'Status: bevestigd · 2 passagiers · per km',
        'Die Buchung ist bestätigt, Sie erhalten eine E-Mail.',
        'Zoom avant',
        'Le chauffeur vous attend dans le hall des arrivées de Brussels Airport.',
      ]),
    ).toEqual([]);
  });

  it('leaves ids, references and numbers out, whatever letters they hold', () => {
    expect(
      found(['395be93c admin@e2e.example Administrateur 24/11/2026 0', 'CH-7K3P9Q', 'a1the2you']),
    ).toEqual([]);
  });

  it('leaves proper names, e-mail addresses and web addresses out', () => {
    expect(
      found(['Mercedes-Benz S-Class', 'contact@brusselsprivatechauffeur.be', 'https://example.be/the-page']),
    ).toEqual([]);
  });
});
