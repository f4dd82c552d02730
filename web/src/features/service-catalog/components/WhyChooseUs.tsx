import { useTranslation } from 'react-i18next';

const REASONS = ['available', 'satisfaction', 'experience'] as const;

/** 'Why Choose Our Services?': 24/7, 100% satisfaction, 15+ years (SPEC 2). */
export function WhyChooseUs() {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="why-choose"
      className="mt-24 rounded-md border border-gold-500/20 bg-ink-900 px-6 py-14 sm:px-12"
    >
      <h2 id="why-choose" className="text-center font-display text-4xl font-semibold text-ivory sm:text-5xl">
        {t('services.why.title')}
      </h2>
      <ul className="mt-12 grid gap-10 md:grid-cols-3">
        {REASONS.map((reason) => (
          <li key={reason} className="text-center">
            <p className="font-display text-5xl font-semibold text-gold-300">
              {t(`services.why.${reason}.value`)}
            </p>
            <h3 className="mt-3 text-sm font-semibold tracking-[0.2em] text-ivory uppercase">
              {t(`services.why.${reason}.title`)}
            </h3>
            <p className="mx-auto mt-3 max-w-xs text-sm leading-relaxed text-stone-300">
              {t(`services.why.${reason}.text`)}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
