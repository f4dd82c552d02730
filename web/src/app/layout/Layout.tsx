import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Toaster } from '../../components/ui/Toaster';
import { Footer } from './Footer';
import { Header } from './Header';
import { MaintenanceBanner } from './MaintenanceBanner';
import { PageLoading } from './PageLoading';
import { usePageFocus } from '../../lib/usePageFocus';

/** The frame every public page shares (SPEC 2). */
export function Layout() {
  const { t } = useTranslation();
  usePageFocus();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-[90] rounded-sm bg-gold-500 px-4 py-2 font-semibold text-ink-950 focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t('nav.skipToContent')}
      </a>
      <Header />
      {/* Offset by the fixed header's height so nothing hides under it. */}
      <main id="main" tabIndex={-1} className="flex-1 pt-header outline-none">
        <MaintenanceBanner />
        {/* Pages are loaded on first visit (app/routes.tsx); header and footer stay while they load. */}
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <Toaster />
      <ScrollRestoration />
    </div>
  );
}
