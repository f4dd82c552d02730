import { i18n } from '../../../../i18n';
import { rateTripDe } from './de';
import { rateTripEn } from './en';
import { rateTripFr } from './fr';
import { rateTripNl } from './nl';

const TEXTS = { en: rateTripEn, nl: rateTripNl, fr: rateTripFr, de: rateTripDe } as const;

/**
 * Adds the rating page's texts under `rateTrip.` when its chunk loads: only customers following their
 * rating link open it, so the landing page's JavaScript (it has a weight budget) does not carry them.
 */
export function registerRateTripTexts() {
  for (const [language, texts] of Object.entries(TEXTS)) {
    if (!i18n.exists('rateTrip.title', { lng: language, fallbackLng: [] }))
      i18n.addResourceBundle(language, 'translation', { rateTrip: texts }, true, false);
  }
}
