import { i18n } from '../i18n';

/**
 * When a shut step opens (lib/stepOpens), in the four languages: `at` under a heading that names its day
 * (the hour alone), `on` elsewhere (with the date). Its own namespace, registered by lib/stepOpens, which
 * the panel and the driver's page load in their `lifecycle` chunk: the landing page never carries it.
 */
const stepOpensEn = { at: 'Opens at {{time}}', on: 'Opens on {{time}}' };
export type StepOpensTexts = { [K in keyof typeof stepOpensEn]: string };

export const STEP_OPENS_TEXTS: Record<'en' | 'nl' | 'fr' | 'de', StepOpensTexts> = {
  en: stepOpensEn,
  nl: { at: 'Mogelijk vanaf {{time}}', on: 'Mogelijk vanaf {{time}}' },
  // "de 16:02" but "du 30 nov.": the date takes the article.
  fr: { at: 'Possible à partir de {{time}}', on: 'Possible à partir du {{time}}' },
  de: { at: 'Möglich ab {{time}}', on: 'Möglich ab {{time}}' },
};

export const STEP_OPENS_NAMESPACE = 'stepOpens';

export function registerStepOpensTexts() {
  for (const [language, texts] of Object.entries(STEP_OPENS_TEXTS)) {
    if (!i18n.hasResourceBundle(language, STEP_OPENS_NAMESPACE))
      i18n.addResourceBundle(language, STEP_OPENS_NAMESPACE, texts, true, true);
  }
}
