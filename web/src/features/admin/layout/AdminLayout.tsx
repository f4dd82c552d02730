import '../i18n/register';
import { Suspense, useEffect, useRef, useState } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Toaster } from '../../../components/ui/Toaster';
import { CloseIcon, MenuIcon } from '../../../components/ui/icons';
import { Brand } from '../../../app/layout/Brand';
import { SkipLink } from '../../../app/layout/SkipLink';
import { LanguageSwitcher } from '../../../app/layout/LanguageSwitcher';
import { useNotifications } from '../api/queries';
import { useLiveUpdates } from '../api/useLiveUpdates';
import { alertPlayer, type AlertPlayer } from '../alerts/alert-sound';
import { SoundToggle } from '../alerts/SoundToggle';
import { useAdminAlerts } from '../alerts/useAdminAlerts';
import { LoadingState } from '../ui/States';
import { usePageFocus } from '../../../lib/usePageFocus';
import { keepTabInside } from '../../../lib/keepTabInside';
import { AdminSidebar } from './AdminSidebar';
import { LiveIndicator } from './LiveIndicator';
import { NotificationBell } from './NotificationBell';

/**
 * The admin frame (SPEC 2): sidebar (a drawer on a phone), top bar with the bell, live updates, and the
 * alerts of new bookings and cancellations (sound, toast, count in the tab's title). `player` is the
 * tab's sound output; tests give their own.
 */
export function AdminLayout({ player = alertPlayer() }: { player?: AlertPlayer }) {
  const { t } = useTranslation('admin');
  const [menuOpen, setMenuOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const drawerRef = useRef<HTMLDivElement>(null);
  // Closed without going anywhere (Escape, its close button, a tap beside it): the keyboard goes back to
  // the button that opened it, not to the page's body. A link followed moves it to the new page instead.
  const closeMenu = () => {
    setMenuOpen(false);
    toggleRef.current?.focus();
  };
  const notifications = useNotifications();
  const live = useLiveUpdates();
  const unread = notifications.data?.unread ?? 0;
  useAdminAlerts(notifications.data?.items, player);
  usePageFocus();
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  return (
    <div className="min-h-dvh bg-ink-950 lg:pl-64">
      <SkipLink />
      <aside className="fixed inset-y-0 left-0 z-40 hidden w-64 flex-col border-r border-white/10 bg-ink-900 lg:flex">
        <div className="border-b border-white/10 p-4">
          <Brand />
        </div>
        <AdminSidebar unread={unread} />
      </aside>
      {menuOpen ? (
        <div
          className="fixed inset-0 z-[70] lg:hidden"
          role="dialog"
          aria-modal="true"
          aria-label={t('nav.label')}
        >
          {/* For the pointer only: the drawer's own close button is the keyboard's. */}
          <button
            type="button"
            tabIndex={-1}
            aria-label={t('nav.closeMenu')}
            className="absolute inset-0 bg-black/60"
            onClick={closeMenu}
          />
          {/* A modal drawer: Tab stays inside it (the page behind is covered). */}
          {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions -- a Tab handler, no action */}
          <div
            ref={drawerRef}
            onKeyDown={(event) => keepTabInside(drawerRef.current, event)}
            className="absolute inset-y-0 left-0 flex w-72 max-w-[85vw] flex-col bg-ink-900 shadow-2xl"
          >
            <div className="flex items-center justify-between border-b border-white/10 p-4">
              <Brand />
              <button
                type="button"
                // The menu is a modal dialog: focus moves into it when it opens (WAI-ARIA dialog pattern).
                // eslint-disable-next-line jsx-a11y/no-autofocus -- see above
                autoFocus
                aria-label={t('nav.closeMenu')}
                onClick={closeMenu}
                className="grid h-10 w-10 place-items-center rounded-full text-stone-200 hover:bg-white/10"
              >
                <CloseIcon />
              </button>
            </div>
            <AdminSidebar unread={unread} onNavigate={() => setMenuOpen(false)} />
          </div>
        </div>
      ) : null}
      <header className="sticky top-0 z-[65] flex h-16 items-center gap-2 sm:gap-3 border-b border-white/10 bg-ink-950/90 px-4 backdrop-blur sm:px-6">
        <button
          ref={toggleRef}
          type="button"
          aria-label={t('nav.openMenu')}
          aria-expanded={menuOpen}
          onClick={() => setMenuOpen(true)}
          className="grid h-10 w-10 place-items-center rounded-full text-stone-200 hover:bg-white/10 lg:hidden"
        >
          <MenuIcon />
        </button>
        <LiveIndicator live={live} />
        {/* Every time in the panel is on the Brussels clock, whatever the laptop's zone (decision 239). */}
        <span
          data-testid="admin-time-zone"
          title={t('common.timeZoneNote')}
          className="border-l border-white/10 pl-2 text-xs leading-tight text-stone-400 sm:pl-3"
        >
          {t('common.timeZone')}
        </span>
        <div className="ml-auto flex items-center gap-2">
          <LanguageSwitcher />
          <SoundToggle player={player} />
          <NotificationBell latest={notifications.data?.items ?? []} unread={unread} />
        </div>
      </header>
      <main id="main" tabIndex={-1} className="mx-auto max-w-7xl px-4 py-6 outline-none sm:px-6 lg:py-8">
        <Suspense fallback={<LoadingState />}>
          <Outlet />
        </Suspense>
      </main>
      <Toaster />
      <ScrollRestoration />
    </div>
  );
}
