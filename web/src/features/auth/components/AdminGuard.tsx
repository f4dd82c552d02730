import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { AlertIcon } from '../../../components/ui/icons';
import { can, type Role } from '@chauffeur/contracts';
import { PATHS } from '../../../lib/paths';
import { AdminChecking } from './AdminChecking';
import { ADMIN_SCREEN_PERMISSIONS, adminRouteOf } from '../../../lib/admin-screens';
import { isDeciding, useAuthStore, type AuthState } from '../session/auth-store';

/** SPEC 9: a non-admin reads 'Access Restricted' for 3 seconds before being sent to /auth. */
export const ADMIN_REDIRECT_DELAY_MS = 3000;

type Verdict = 'checking' | 'anonymous' | 'restricted' | 'admin';

/**
 * Issue 17: staff of any role enter the panel, each screen only with its permission (lib/admin-screens
 * ADMIN_SCREEN_PERMISSIONS, from the one role table of the contracts): a dispatcher on /admin/settings
 * reads 'Access Restricted' like a customer on /admin. An unknown path is left to the panel's 404.
 */
const verdictOf =
  (pathname: string) =>
  (state: AuthState): Verdict => {
    if (isDeciding(state)) return 'checking';
    if (state.status === 'signedOut' || !state.role) return 'anonymous';
    const screen = adminRouteOf(pathname) ?? 'dashboard';
    return can(state.role, ADMIN_SCREEN_PERMISSIONS[screen]) ? 'admin' : 'restricted';
  };

/**
 * Where 'Access Restricted' sends someone, and what it says about it, from one table: staff (a role with
 * the panel's home) back to the dashboard, anyone else to the sign-in page.
 */
const WAY_OUT = {
  staff: { path: PATHS.admin, note: 'adminGuard.toDashboard' },
  other: { path: PATHS.auth, note: 'adminGuard.redirecting' },
} as const;
const wayOutOf = (role: Role | null) => WAY_OUT[role && can(role, 'dashboard') ? 'staff' : 'other'];

function Panel({ title, text, note }: { title: string; text: string; note: string }) {
  return (
    <section className="px-5 py-24 sm:px-8">
      <div className="mx-auto max-w-lg rounded-md border border-white/10 bg-ink-900/80 p-8 text-center shadow-2xl shadow-black/40">
        <AlertIcon className="mx-auto h-8 w-8 text-gold-400" />
        <h1 className="mt-4 font-display text-3xl font-semibold text-ivory">{title}</h1>
        <p className="mt-3 text-stone-300">{text}</p>
        <p className="mt-6 text-sm text-stone-400">{note}</p>
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
    if (verdict !== 'restricted') return;
    const timer = setTimeout(() => navigate(wayOutOf(role).path, { replace: true }), ADMIN_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [verdict, role, navigate, location.pathname, location.search]);

  switch (verdict) {
    case 'admin':
      return <Outlet />;
    case 'checking':
      return <AdminChecking />;
    case 'anonymous':
      return (
        <Panel
          title={t('adminGuard.authRequired')}
          text={t('adminGuard.authRequiredText')}
          note={t('adminGuard.redirecting')}
        />
      );
    case 'restricted':
      return (
        <Panel
          title={t('adminGuard.restricted')}
          text={t('adminGuard.restrictedText')}
          note={t(wayOutOf(role).note)}
        />
      );
  }
}
