import { useTranslation } from 'react-i18next';
import { ChauffeurIcon, MoonIcon, ShieldIcon } from '../../../components/ui/site-icons';

const POINTS = [
  { key: 'discreet', Icon: MoonIcon },
  { key: 'secure', Icon: ShieldIcon },
  { key: 'professional', Icon: ChauffeurIcon },
] as const;

/** SPEC 1's three selling points, right under the hero. */
export function SellingPoints() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="selling-points" className="border-y border-gold-500/15 bg-ink-900">
      <h2 id="selling-points" className="sr-only">
        {t('home.sellingPointsTitle')}
      </h2>
      <ul className="mx-auto grid max-w-7xl divide-y divide-white/5 px-5 sm:px-8 md:grid-cols-3 md:divide-x md:divide-y-0">
        {POINTS.map(({ key, Icon }) => (
          <li key={key} className="flex gap-5 py-8 md:px-8 md:py-12 md:first:pl-0 md:last:pr-0">
            <Icon className="h-8 w-8 shrink-0 text-gold-400" />
            <div>
              <h3 className="font-display text-2xl font-semibold text-ivory">
                {t(`home.sellingPoints.${key}.title`)}
              </h3>
              <p className="mt-2 text-sm leading-relaxed text-stone-300">
                {t(`home.sellingPoints.${key}.text`)}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
