import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ArrowRightIcon } from '../../../components/ui/icons';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { PATHS } from '../../../lib/paths';

/** The landing hero; the other landing blocks of SPEC 2 arrive in later changes. */
export function HomePage() {
  const { t } = useTranslation();
  useDocumentTitle(null);
  return (
    <section className="relative isolate flex min-h-[calc(100dvh-var(--spacing-header))] items-center overflow-hidden px-5 py-24 sm:px-8">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_70%_20%,rgba(198,160,90,0.16),transparent_55%),radial-gradient(ellipse_at_10%_90%,rgba(198,160,90,0.08),transparent_50%),linear-gradient(180deg,#111113_0%,#0a0a0b_100%)]"
      />
      {/* The S-Class illustration as a backdrop; the mask melts its own dark frame into the hero. */}
      <img
        src="/images/vehicles/mercedes-s-class.svg"
        alt=""
        aria-hidden="true"
        className="pointer-events-none absolute right-[-8rem] bottom-[-2rem] -z-10 hidden w-[60rem] max-w-none opacity-60 [mask-image:radial-gradient(ellipse_55%_45%_at_50%_65%,black_55%,transparent_100%)] lg:block xl:right-[-4rem]"
      />
      <div className="mx-auto w-full max-w-7xl">
        <div className="max-w-3xl">
          <p className="eyebrow">{t('home.eyebrow')}</p>
          <h1 className="mt-6 font-display text-5xl leading-[1.05] font-semibold tracking-tight text-ivory sm:text-6xl lg:text-7xl">
            {t('home.title')}
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-stone-300 sm:text-xl">
            {t('home.tagline')}
          </p>
          <div className="mt-10 flex flex-col gap-4 sm:flex-row">
            <Link to={PATHS.reservation} className="btn-gold">
              {t('nav.bookNow')}
              <ArrowRightIcon className="h-4 w-4" />
            </Link>
            <Link to={PATHS.fleet} className="btn-outline">
              {t('home.exploreFleet')}
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
