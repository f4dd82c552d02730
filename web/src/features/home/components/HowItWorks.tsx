import { useTranslation } from 'react-i18next';
import { SectionHeading } from '../../../components/ui/SectionHeading';
import { formatNumber } from '../../../lib/intl';
import { currentLanguage } from '../../../i18n';

const STEPS = ['book', 'meet', 'arrive', 'rate'] as const;

/** SPEC 1's four steps: book online, meet the driver, arrive, rate the trip. */
export function HowItWorks() {
  const { t } = useTranslation();
  const language = currentLanguage();
  return (
    <section aria-labelledby="how-it-works" className="mx-auto max-w-7xl px-5 py-20 sm:px-8 sm:py-28">
      <SectionHeading id="how-it-works" eyebrow={t('home.steps.eyebrow')} title={t('home.steps.title')} />
      <ol className="grid gap-10 sm:grid-cols-2 lg:grid-cols-4 lg:gap-8">
        {STEPS.map((step, index) => (
          <li key={step} className="relative border-t border-gold-500/30 pt-8">
            <span aria-hidden="true" className="absolute -top-px left-0 h-px w-16 bg-gold-400" />
            <span aria-hidden="true" className="font-display text-5xl font-semibold text-gold-500/70">
              {formatNumber(index + 1, language).padStart(2, '0')}
            </span>
            <h3 className="mt-4 font-display text-2xl font-semibold text-ivory">
              {t(`home.steps.${step}.title`)}
            </h3>
            <p className="mt-3 text-sm leading-relaxed text-stone-300">{t(`home.steps.${step}.text`)}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
