import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n';
import { WIZARD_TEXTS } from './register';

type Tree = { [key: string]: string | Tree };
const keys = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string' ? [`${prefix}${k}`] : keys(v, `${prefix}${k}.`),
  );

describe('wizard texts', () => {
  it('has a non-empty text for every key in every language', () => {
    const english = keys(WIZARD_TEXTS.en).sort();
    for (const texts of Object.values(WIZARD_TEXTS)) {
      expect(keys(texts).sort()).toEqual(english);
      for (const key of english) {
        const value = key.split('.').reduce<Tree | string>((node, part) => (node as Tree)[part]!, texts);
        expect(String(value).trim(), key).not.toBe('');
      }
    }
  });

  it('uses the words of the SPEC 9 table exactly, and the French step titles of SPEC 2', () => {
    const table = {
      pickup: ['Pickup Point', 'Opstapplaats', 'Point de départ', 'Abholpunkt'],
      destination: ['Destination', 'Bestemming', 'Destination', 'Ziel'],
      selectVehicle: ['Select Vehicle', 'Kies Voertuig', 'Sélectionner le véhicule', 'Fahrzeug auswählen'],
      distance: ['Distance', 'Afstand', 'Distance', 'Entfernung'],
      duration: ['Duration', 'Duur', 'Durée', 'Dauer'],
      estimatedFare: ['Estimated Fare', 'Geschatte Prijs', 'Prix estimé', 'Geschätzter Preis'],
    } as const;
    for (const [key, words] of Object.entries(table)) {
      const k = key as keyof typeof table;
      expect([WIZARD_TEXTS.en[k], WIZARD_TEXTS.nl[k], WIZARD_TEXTS.fr[k], WIZARD_TEXTS.de[k]]).toEqual(words);
    }
    expect(Object.values(WIZARD_TEXTS.fr.steps)).toEqual([
      'Trajet',
      'Véhicule',
      'Coordonnées',
      'Confirmation',
    ]);
  });

  it('is registered in the shared namespace, with the SPEC texts in English', () => {
    expect(i18n.t('wizard.confirmedTitle', { lng: 'en' })).toBe('Booking Confirmed!');
    expect(i18n.t('wizard.failed', { lng: 'en', message: 'x' })).toBe('Booking failed: x');
    expect(i18n.t('wizard.passengerCount', { lng: 'fr', count: 2 })).toBe('2 passagers');
  });
});
