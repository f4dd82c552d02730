import { NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { can } from '@chauffeur/contracts';
import { useAuthStore } from '../../auth';
import { PATHS } from '../../../lib/paths';
import { ADMIN_NAV } from './nav-items';
import { SignOutActions } from './SignOutActions';

/** SPEC 2 sidebar: the admin screens, the unread badge on Notifications, Sign Out and Sign out everywhere. */
export function AdminSidebar({ unread, onNavigate }: { unread: number; onNavigate?: () => void }) {
  const { t } = useTranslation('admin');
  const { t: tMain } = useTranslation();
  const email = useAuthStore((state) => state.session?.user.email ?? '');
  const role = useAuthStore((state) => state.session?.user.role ?? 'user');
  return (
    <nav aria-label={t('nav.label')} className="flex min-h-0 flex-1 flex-col gap-1 overflow-y-auto p-4">
      <p className="eyebrow mb-4 px-3">{t('nav.title')}</p>
      {ADMIN_NAV.filter((item) => can(role, item.permission)).map((item) => (
        <NavLink
          key={item.key}
          to={item.to}
          end={item.end}
          onClick={onNavigate}
          className={({ isActive }) =>
            `flex items-center justify-between rounded-sm px-3 py-2.5 text-sm ${
              isActive ? 'bg-gold-500/15 font-semibold text-gold-200' : 'text-stone-300 hover:bg-white/5'
            }`
          }
        >
          <span>{t(`nav.${item.key}`)}</span>
          {item.key === 'notifications' && unread > 0 ? (
            <span
              data-testid="unread-badge"
              aria-label={t('nav.unread', { count: unread })}
              className="min-w-6 rounded-full bg-gold-500 px-2 py-0.5 text-center text-xs font-bold text-ink-950"
            >
              {unread}
            </span>
          ) : null}
        </NavLink>
      ))}
      <div className="mt-auto border-t border-white/10 pt-3">
        {/* Wrapped, never cut: French and German cut the address itself ("…boss@exam…") at 1280 px. */}
        <p className="px-3 pb-2 text-xs break-words text-stone-400">
          {tMain('adminHome.signedInAs', { email })}
        </p>
        <NavLink
          to={PATHS.home}
          className="block rounded-sm px-3 py-2 text-sm text-stone-400 hover:bg-white/5"
        >
          {t('nav.viewSite')}
        </NavLink>
        <SignOutActions />
      </div>
    </nav>
  );
}
