import { i18n } from '../../i18n';

/**
 * The summer/winter question of the hour the autumn change repeats (decision 240), in the four languages.
 * Registered under `clockChange.` of the default namespace when a form that asks it loads (the wizard, the
 * manage page, the admin panel): the landing page's JavaScript, which has a weight budget, never carries it.
 */
export const clockChangeEn = {
  question: 'That night the clocks go back an hour: {{time}} happens twice in Brussels. Which one?',
  earlier: '{{time}} (summer time, {{offset}})',
  later: '{{time}} (winter time, {{offset}})',
  required: 'Choose summer time or winter time.',
};
export type ClockChangeTexts = { [K in keyof typeof clockChangeEn]: string };

export const CLOCK_CHANGE_TEXTS: Record<'en' | 'nl' | 'fr' | 'de', ClockChangeTexts> = {
  en: clockChangeEn,
  nl: {
    question:
      'Die nacht gaat de klok een uur terug: {{time}} komt in Brussel twee keer voor. Welke bedoelt u?',
    earlier: '{{time}} (zomertijd, {{offset}})',
    later: '{{time}} (wintertijd, {{offset}})',
    required: 'Kies zomertijd of wintertijd.',
  },
  fr: {
    question:
      'Cette nuit-là, on recule d’une heure\u00a0: {{time}} a lieu deux fois à Bruxelles. Laquelle\u00a0?',
    earlier: '{{time}} (heure d’été, {{offset}})',
    later: '{{time}} (heure d’hiver, {{offset}})',
    required: 'Choisissez l’heure d’été ou l’heure d’hiver.',
  },
  de: {
    question:
      'In dieser Nacht wird die Uhr eine Stunde zurückgestellt: {{time}} gibt es in Brüssel zweimal. Welche meinen Sie?',
    earlier: '{{time}} (Sommerzeit, {{offset}})',
    later: '{{time}} (Winterzeit, {{offset}})',
    required: 'Wählen Sie Sommerzeit oder Winterzeit.',
  },
};

export function registerClockChangeTexts() {
  for (const [language, texts] of Object.entries(CLOCK_CHANGE_TEXTS)) {
    if (!i18n.exists('clockChange.question', { lng: language, fallbackLng: [] }))
      i18n.addResourceBundle(language, 'translation', { clockChange: texts }, true, false);
  }
}
