import { useTranslation } from 'react-i18next';
import { brusselsDayOf, formatBrussels } from '@chauffeur/contracts';
import { registerStepOpensTexts, STEP_OPENS_NAMESPACE } from './step-opens-texts';

registerStepOpensTexts();

/**
 * When a shut step opens (decision 283: Start before its window, a no-show before the pickup time), as the
 * driver's page and the admin's panel both say it under the step (decision 296: the panel said only "from
 * …"). One text and one rule for both: the hour alone when the screen's heading already names that Brussels
 * day, else the date too (a night pickup's start window opens the evening before).
 *
 * Returns the sentence for a step shut `until` that moment, in the reader's language and Brussels time.
 * `day`: the Brussels day (YYYY-MM-DD) the heading above the step names, if any; without one the date is
 * always said.
 */
export function useStepOpens(): (until: Date, day?: string) => string {
  const { t, i18n } = useTranslation(STEP_OPENS_NAMESPACE);
  return (until, day) => {
    const at = until.toISOString();
    return brusselsDayOf(until) === day
      ? t('at', { time: formatBrussels(at, i18n.language, 'clock') })
      : t('on', { time: formatBrussels(at, i18n.language, 'dateTime') });
  };
}
