import { i18n } from '../../../i18n';

/**
 * The legal pages' own words (the date of the text, the table of contents), under `legal.` of the default
 * namespace, added when a legal page's chunk loads: the landing page's JavaScript has a weight budget and
 * never shows them (decision 259).
 */
export const legalTextsEn = {
  updated: 'Last updated: {{date}}',
  contents: 'Contents',
};

export const LEGAL_TEXTS: Record<'en' | 'nl' | 'fr' | 'de', typeof legalTextsEn> = {
  en: legalTextsEn,
  nl: { updated: 'Laatst bijgewerkt: {{date}}', contents: 'Inhoud' },
  fr: { updated: 'Dernière mise à jour\u00a0: {{date}}', contents: 'Sommaire' },
  de: { updated: 'Zuletzt aktualisiert: {{date}}', contents: 'Inhalt' },
};

export function registerLegalTexts() {
  for (const [language, texts] of Object.entries(LEGAL_TEXTS)) {
    if (!i18n.exists('legal.updated', { lng: language, fallbackLng: [] }))
      i18n.addResourceBundle(language, 'translation', { legal: texts }, true, false);
  }
}
