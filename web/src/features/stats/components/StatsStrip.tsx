import { useTranslation } from 'react-i18next';
import type { StatIcon } from '@chauffeur/contracts';
import { CarIcon, UsersIcon } from '../../../components/ui/icons';
import { CalendarIcon, MapIcon } from '../../../components/ui/site-icons';
import { useDeferredQuery } from '../../../lib/useDeferredQuery';
import { useFormat } from '../../../lib/useFormat';
import { useStats } from '../api/useStats';

const ICONS: Record<StatIcon, typeof CarIcon> = {
  users: UsersIcon,
  map: MapIcon,
  car: CarIcon,
  calendar: CalendarIcon,
};

/** The statistics strip; with no figures (or none loaded) it renders nothing (SPEC 2). */
export function StatsStrip() {
  const { t } = useTranslation();
  const format = useFormat();
  const stats = useDeferredQuery(useStats());
  if (!stats.data || stats.data.length === 0) return null;
  return (
    <section
      aria-label={t('home.statsLabel')}
      className="relative isolate overflow-hidden border-y border-gold-500/15"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_50%_0%,rgba(198,160,90,0.14),transparent_65%),#111113]"
      />
      <ul className="mx-auto grid max-w-7xl grid-cols-2 gap-y-12 px-5 py-16 sm:px-8 lg:grid-cols-4">
        {stats.data.map((stat) => {
          const Icon = ICONS[stat.icon];
          return (
            <li key={stat.id} className="flex flex-col items-center text-center">
              <Icon className="h-7 w-7 text-gold-400" />
              <p className="mt-4 font-display text-4xl font-semibold text-ivory sm:text-5xl">
                {format.number(stat.value)}
                {stat.suffix}
              </p>
              <p className="mt-2 text-xs font-semibold tracking-[0.2em] text-stone-300 uppercase">
                {format.text(stat.label)}
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
