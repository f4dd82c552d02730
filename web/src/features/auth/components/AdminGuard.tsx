import { useEffect, type ReactNode } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { AlertIcon } from '../../../components/ui/icons';
import { can, type Role } from '@chauffeur/contracts';
import { PATHS } from '../../../lib/paths';
import { AdminChecking } from './AdminChecking';
import { ADMIN_SCREEN_PERMISSIONS, adminRouteOf } from '../../../lib/admin-screens';
import { isDeciding, useAuthStore, type AuthState } from '../session/auth-store';
import { focusOnMount } from '../../../lib/focusOnMount';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { registerAdminGuardTexts } from '../i18n/register-admin-guard';

registerAdminGuardTexts();

/** SPEC 9: a non-admin reads 'Access Restricted' for 3 seconds before being sent to /auth (staff are not sent). */
export const ADMIN_REDIRECT_DELAY_MS = 3000;

type Verdict = 'checking' | 'anonymous' | 'restricted' | 'admin';

/**
 * Issue 17: staff of any role enter the panel, each screen only with its permission (lib/admin-screens
 * ADMIN_SCREEN_PERMISSIONS, from the one role table of the contracts): a dispatcher on /admin/settings
 * reads that the page is for administrators, with a link to the dashboard; a customer on /admin reads
 * 'Access Restricted' and goes to sign in. An unknown path is left to the router (adminRoutes).
 */
const verdictOf =
  (pathname: string) =>
  (state: AuthState): Verdict => {
    if (isDeciding(state)) return 'checking';
    if (state.status === 'signedOut' || !state.role) return 'anonymous';
    const screen = adminRouteOf(pathname) ?? 'dashboard';
    return can(state.role, ADMIN_SCREEN_PERMISSIONS[screen]) ? 'admin' : 'restricted';
  };

/** Staff (a role with the panel's home) may go on in the panel; anyone else is sent to sign in. */
const isStaff = (role: Role | null) => role !== null && can(role, 'dashboard');

function Panel({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  // The tab says what the page says, not the page before it (nor the English default after a reload);
  // a tab's title ends without the sentence's full stop.
  useDocumentTitle(title.replace(/\.$/, ''));
  return (
    <section className="px-5 py-24 sm:px-8">
      <div className="mx-auto max-w-lg rounded-md border border-white/10 bg-ink-900/80 p-8 text-center shadow-2xl shadow-black/40">
        <AlertIcon className="mx-auto h-8 w-8 text-gold-400" />
        {/* The heading takes the focus: a screen reader starts at what happened, not at the top. */}
        <h1
          ref={focusOnMount}
          tabIndex={-1}
          className="mt-4 font-display text-3xl font-semibold text-ivory focus:outline-none"
        >
          {title}
        </h1>
        <p className="mt-3 text-stone-300">{text}</p>
        {children}
      </div>
    </section>
  );
}

/** SPEC 4 admin guard around every /admin page: spinner, then the admin's page or a way out. */
export function AdminGuard() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const verdict = useAuthStore(verdictOf(location.pathname));
  const role = useAuthStore((state) => state.role);

  useEffect(() => {
    if (verdict === 'anonymous') {
      // Back to this very page after sign-in: a form whose session ended there restores its draft.
      const redirect = `${location.pathname}${location.search}`;
      navigate(`${PATHS.auth}?${new URLSearchParams({ redirect })}`, { replace: true });
    }
    // Staff stay on the notice, with a link to the dashboard (decision 305): a page that moved them on its
    // own left them on the dashboard with no word once the 3 seconds had gone.
    if (verdict !== 'restricted' || isStaff(role)) return;
    const timer = setTimeout(() => navigate(PATHS.auth, { replace: true }), ADMIN_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [verdict, role, navigate, location.pathname, location.search]);

  switch (verdict) {
    case 'admin':
      return <Outlet />;
    case 'checking':
      return <AdminChecking />;
    case 'anonymous':
      return (
        <Panel title={t('adminGuard.authRequired')} text={t('adminGuard.authRequiredText')}>
          <p className="mt-6 text-sm text-stone-400">{t('adminAccess.redirecting')}</p>
        </Panel>
      );
    case 'restricted':
      return isStaff(role) ? (
        <Panel title={t('adminAccess.staffTitle')} text={t('adminAccess.restrictedText')}>
          <Link
            to={PATHS.admin}
            className="mt-6 inline-block rounded-sm text-sm font-semibold text-gold-400 underline-offset-4 hover:underline"
          >
            {t('adminAccess.toDashboard')}
          </Link>
        </Panel>
      ) : (
        <Panel title={t('adminAccess.restricted')} text={t('adminAccess.restrictedText')}>
          <p className="mt-6 text-sm text-stone-400">{t('adminAccess.redirecting')}</p>
        </Panel>
      );
  }
}
