import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { focusOnMount } from '../../../lib/focusOnMount';
import { PATHS } from '../../../lib/paths';

/**
 * An /admin address of no screen: said inside the panel, sidebar and all, so the operator goes on from
 * there (the site's 404 would take them out, to the public header and menu). Its texts come with the admin
 * frame, which registers the `admin` namespace; the heading is AdminHeading's, written here so that the
 * chunk needs no other admin module (its list of dependencies is in the landing page's route table).
 */
export function AdminNotFoundPage() {
  const { t } = useTranslation('admin');
  return (
    <section>
      {/* Focused: a screen reader starts at what happened, not at the sidebar. */}
      <h1
        ref={focusOnMount}
        tabIndex={-1}
        className="mb-6 font-display text-3xl font-semibold text-ivory outline-none"
      >
        {t('notFound.title')}
      </h1>
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
