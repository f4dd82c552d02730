import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../lib/paths';
import { PageIntro } from '../components/ui/PageIntro';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <section className="px-5 py-24 text-center sm:px-8 sm:py-32">
      <p aria-hidden="true" className="mb-4 font-display text-7xl font-semibold text-gold-500/80 sm:text-8xl">
        404
      </p>
      <PageIntro title={t('notFound.title')}>
        <p>{t('notFound.text')}</p>
      </PageIntro>
      <div className="mt-10 flex flex-wrap justify-center gap-4">
        <Link to={PATHS.home} className="btn-gold">
          {t('notFound.home')}
        </Link>
        <Link to={PATHS.fleet} className="btn-outline">
          {t('home.exploreFleet')}
        </Link>
      </div>
    </section>
  );
}
