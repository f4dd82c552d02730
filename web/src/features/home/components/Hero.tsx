import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../../lib/paths';
import { HeroBookingForm } from './HeroBookingForm';

const HERO_ART = '/images/site/hero-brussels.svg';

/** The first screen: the promise (SPEC 1's exact headline and tagline) and the booking card. */
export function Hero() {
  const { t } = useTranslation();
  return (
    <section className="relative isolate overflow-hidden">
      {/* Brussels at dusk, drawn for this site: behind the text on wide screens, a band of its own on phones. */}
      <img
        src={HERO_ART}
        alt=""
        aria-hidden="true"
        fetchPriority="high"
        className="absolute inset-0 -z-20 hidden h-full w-full object-cover object-[70%_center] lg:block"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_80%_0%,rgba(198,160,90,0.12),transparent_60%)] lg:bg-[linear-gradient(90deg,rgba(10,10,11,0.94)_0%,rgba(10,10,11,0.78)_42%,rgba(10,10,11,0.2)_100%)]"
      />
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-5 py-14 sm:px-8 sm:py-24 lg:min-h-[calc(100dvh-var(--spacing-header))] lg:grid-cols-[1.15fr_1fr] lg:gap-16 lg:py-20">
        <div>
          <p className="eyebrow">{t('home.eyebrow')}</p>
          <h1 className="mt-6 font-display text-[2.75rem] leading-[1.04] font-semibold tracking-tight text-balance text-ivory sm:text-6xl xl:text-7xl">
            {t('home.title')}
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-stone-300 sm:text-xl">
            {t('home.tagline')}
          </p>
          <Link
            to={PATHS.fleet}
            className="mt-8 inline-flex items-center gap-2 border-b border-gold-500/60 pb-1 text-sm font-semibold tracking-[0.14em] text-gold-300 uppercase hover:border-gold-300 hover:text-gold-200"
          >
            {t('home.exploreFleet')}
          </Link>
          {/* Zoomed on the Palace of Justice and the Atomium, the right half of the drawing. */}
          <div
            aria-hidden="true"
            className="relative -mx-5 mt-10 h-60 overflow-hidden sm:-mx-8 sm:h-72 lg:hidden"
          >
            <img
              src={HERO_ART}
              alt=""
              className="-ml-[100%] h-full w-[200%] max-w-none object-cover object-[center_70%] sm:-ml-[50%] sm:w-[150%]"
            />
            <div className="absolute inset-0 bg-[linear-gradient(180deg,#0a0a0b_0%,transparent_35%,transparent_70%,#0a0a0b_100%)]" />
          </div>
        </div>
        <HeroBookingForm />
      </div>
    </section>
  );
}
