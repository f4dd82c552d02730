import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { Toaster } from '../../components/ui/Toaster';
import { Footer } from './Footer';
import { Header } from './Header';
import { MaintenanceBanner } from './MaintenanceBanner';
import { PageLoading } from './PageLoading';
import { SkipLink } from './SkipLink';
import { usePageFocus } from '../../lib/usePageFocus';

/** The frame every public page shares (SPEC 2). */
export function Layout() {
  usePageFocus();
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
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
