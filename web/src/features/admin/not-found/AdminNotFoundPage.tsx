import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../../lib/paths';
import { AdminHeading } from '../ui/States';

/**
 * An /admin address of no screen: said inside the panel, sidebar and all, so the operator goes on from
 * there (the site's 404 would take them out, to the public header and menu). Its own chunk, like every
 * admin screen: the landing page does not grow.
 */
export function AdminNotFoundPage() {
  const { t } = useTranslation('admin');
  return (
    <section>
      {/* Focused: a screen reader starts at what happened, not at the sidebar. */}
      <AdminHeading title={t('notFound.title')} focused />
      <p className="text-stone-300">{t('notFound.text')}</p>
      <Link
        to={PATHS.admin}
        className="mt-6 inline-block rounded-sm text-sm font-semibold text-gold-400 underline-offset-4 hover:underline"
      >
        {t('notFound.toDashboard')}
      </Link>
    </section>
  );
}
