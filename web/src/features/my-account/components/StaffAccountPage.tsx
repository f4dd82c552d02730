import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useAuthStore, type Workspace } from '../../auth';
import { PATHS } from '../../../lib/paths';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { registerMyAccountTexts } from '../i18n/register-my-account';
import { changePasswordPath } from './account-paths';

registerMyAccountTexts();

/**
 * /account for a staff account (decision 243): My bookings is the customers' page, so an admin, dispatcher
 * or chauffeur sees which account they are signed in with and the way to their own workspace instead.
 */
export function StaffAccountPage({ workspace }: { workspace: Workspace }) {
  const { t } = useTranslation();
  useDocumentTitle(t('myAccount.staff.title'));
  const email = useAuthStore((state) => state.session?.user.email ?? '');
  const role = useAuthStore((state) => state.role ?? state.session?.user.role);

  return (
    <section className="px-5 py-12 sm:px-8 sm:py-16">
      <div className="mx-auto max-w-xl rounded-md border border-white/10 bg-ink-900/60 p-6 sm:p-8">
        <h1 className="font-display text-3xl font-semibold text-ivory sm:text-4xl">
          {t('myAccount.staff.title')}
        </h1>
        <p className="mt-4 break-words text-stone-200">
          {t('myAccount.staff.signedInAs', {
            email,
            role: role && role !== 'user' ? t(`myAccount.staff.roles.${role}`) : '',
          })}
        </p>
        <p className="mt-4 text-stone-300">{t('myAccount.staff.text')}</p>
        <Link
          to={workspace.path}
          className="btn-gold mt-6 inline-flex min-h-12 w-full items-center justify-center sm:w-auto"
        >
          {t(`myAccount.staff.open.${workspace.kind}`)}
        </Link>
        <p className="mt-6">
          <Link to={changePasswordPath} className="text-gold-300 underline underline-offset-4">
            {t('myAccount.password.link')}
          </Link>
        </p>
        <p className="mt-8 text-sm text-stone-400">
          {t('myAccount.staff.ownRide')}{' '}
          <Link to={PATHS.findBooking} className="text-gold-300 underline underline-offset-4">
            {t('myAccount.staff.findBooking')}
          </Link>
          .
        </p>
      </div>
    </section>
  );
}
