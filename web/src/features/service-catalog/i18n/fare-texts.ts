import { i18n } from '../../../i18n';

/**
 * The fare texts of a service's pricing plans (issue 17 point 9), under `services.detail.` of the default
 * namespace, added when the service page's chunk loads: the landing page's JavaScript has a weight budget.
 */
export const fareTextsEn = {
  fixedFrom: 'Fixed price from',
  fareLoading: 'Loading price…',
  fareError: 'Unable to load this price.',
  fareRetry: 'Try again',
  fareByKm: 'Priced by distance in the booking form',
};

const FARE_TEXTS: Record<'en' | 'nl' | 'fr' | 'de', typeof fareTextsEn> = {
  en: fareTextsEn,
  nl: {
    fixedFrom: 'Vaste prijs vanaf',
    fareLoading: 'Prijs laden…',
    fareError: 'Deze prijs kan niet geladen worden.',
    fareRetry: 'Opnieuw proberen',
    fareByKm: 'Prijs volgens afstand in het boekingsformulier',
  },
  fr: {
    fixedFrom: 'Prix fixe à partir de',
    fareLoading: 'Chargement du prix…',
    fareError: 'Impossible de charger ce prix.',
    fareRetry: 'Réessayer',
    fareByKm: 'Prix selon la distance dans le formulaire de réservation',
  },
  de: {
    fixedFrom: 'Festpreis ab',
    fareLoading: 'Preis wird geladen…',
    fareError: 'Dieser Preis kann nicht geladen werden.',
    fareRetry: 'Erneut versuchen',
    fareByKm: 'Preis nach Entfernung im Buchungsformular',
  },
};

export function registerFareTexts() {
  for (const [language, texts] of Object.entries(FARE_TEXTS)) {
    if (!i18n.exists('services.detail.fixedFrom', { lng: language, fallbackLng: [] }))
      i18n.addResourceBundle(language, 'translation', { services: { detail: texts } }, true, false);
  }
}
