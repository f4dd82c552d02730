import { useTranslation } from 'react-i18next';
import { brusselsDayOf, formatBrussels } from '@chauffeur/contracts';
import { i18n } from '../i18n';

/**
 * When a shut step opens (decision 283: Start before its window, a no-show before the pickup time), as the
 * driver's page and the admin's panel both say it under the step (decision 296: the panel said only "from
 * …"). One text and one rule for both: the hour alone when the screen's heading already names that Brussels
 * day, else the date too (a night pickup's start window opens the evening before).
 */
const stepOpensEn = { at: 'Opens at {{time}}', on: 'Opens on {{time}}' };
export type StepOpensTexts = { [K in keyof typeof stepOpensEn]: string };

const STEP_OPENS_TEXTS: Record<'en' | 'nl' | 'fr' | 'de', StepOpensTexts> = {
  en: stepOpensEn,
  nl: { at: 'Mogelijk vanaf {{time}}', on: 'Mogelijk vanaf {{time}}' },
  // "de 16:02" but "du 30 nov.": the date takes the article.
  fr: { at: 'Possible à partir de {{time}}', on: 'Possible à partir du {{time}}' },
  de: { at: 'Möglich ab {{time}}', on: 'Möglich ab {{time}}' },
};

// Its own namespace, registered by the screens that import it (the panel, the driver's page), which load
// this module in their `lifecycle` chunk: the landing page, which has a weight budget, never carries it.
const NAMESPACE = 'stepOpens';
for (const [language, texts] of Object.entries(STEP_OPENS_TEXTS)) {
  if (!i18n.hasResourceBundle(language, NAMESPACE))
    i18n.addResourceBundle(language, NAMESPACE, texts, true, true);
}

/**
 * The sentence for a step shut `until` that moment, in the reader's language and Brussels time. `day`: the
 * Brussels day (YYYY-MM-DD) the heading above the step names, if any; without one the date is always said.
 */
export function useStepOpens(): (until: Date, day?: string) => string {
  const { t, i18n: current } = useTranslation(NAMESPACE);
  return (until, day) => {
    const at = until.toISOString();
    return brusselsDayOf(until) === day
      ? t('at', { time: formatBrussels(at, current.language, 'clock') })
      : t('on', { time: formatBrussels(at, current.language, 'dateTime') });
  };
}
