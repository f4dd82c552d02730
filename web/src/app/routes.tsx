import { Suspense } from 'react';
import type { RouteObject } from 'react-router-dom';
import { loadAboutPage } from '../features/about/pages';
import { adminChildRoutes } from '../features/admin';
import { loadAdminGuard, loadAuthPage, loadSetPasswordPage } from '../features/auth/pages';
import { loadBlogListPage, loadBlogPostPage } from '../features/blog/pages';
import { loadDriverPage } from '../features/driver/pages';
import { loadFleetPage } from '../features/fleet/pages';
import { HomePage } from '../features/home';
import { loadPrivacyPage, loadTermsPage } from '../features/legal/pages';
import { loadManageExtraPage } from '../features/manage-booking/pages';
import { loadReservationPage } from '../features/reservation/pages';
import { loadServiceDetailPage, loadServicesPage } from '../features/service-catalog/pages';
import { ITEM_ROUTES, PATHS } from '../lib/paths';
import { Layout } from './layout/Layout';
import { PageLoading } from './layout/PageLoading';
import { lazyPage } from './lazyPage';
import { NotFoundPage } from './NotFoundPage';

// Every page but the landing page is its own chunk: a feature's pages.ts holds only loaders (decision 93).
const FleetPage = lazyPage(loadFleetPage);
const ServicesPage = lazyPage(loadServicesPage);
const ServiceDetailPage = lazyPage(loadServiceDetailPage);
const AboutPage = lazyPage(loadAboutPage);
const BlogListPage = lazyPage(loadBlogListPage);
const BlogPostPage = lazyPage(loadBlogPostPage);
const ReservationPage = lazyPage(loadReservationPage);
const PrivacyPage = lazyPage(loadPrivacyPage);
const AuthPage = lazyPage(loadAuthPage);
const SetPasswordPage = lazyPage(loadSetPasswordPage);
const AdminGuardPage = lazyPage(loadAdminGuard);

/**
 * The admin guard as its own chunk (issue 5's 200 KB budget: the permission table and the admin route
 * rules are not the landing page's), in its own Suspense: the admin frame is outside the site's Layout.
 * It carries the chunk's preload, so the entry fetches it before the first render of an admin address.
 */
const AdminGuard = Object.assign(
  () => (
    <Suspense fallback={<PageLoading />}>
      <AdminGuardPage />
    </Suspense>
  ),
  { preload: AdminGuardPage.preload },
);
const TermsPage = lazyPage(loadTermsPage);
const DriverPage = lazyPage(loadDriverPage);
// Issue 18: the rating and receipt pages of a manage link (the token authorises them), one route.
const ManageExtraPage = lazyPage(loadManageExtraPage);

/** The public routes of SPEC 2, all inside the shared header and footer. */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { index: true, element: <HomePage /> },
      { path: PATHS.fleet, element: <FleetPage /> },
      { path: PATHS.services, element: <ServicesPage /> },
      { path: ITEM_ROUTES.service, element: <ServiceDetailPage /> },
      { path: PATHS.about, element: <AboutPage /> },
      { path: PATHS.blog, element: <BlogListPage /> },
      { path: ITEM_ROUTES.post, element: <BlogPostPage /> },
      { path: PATHS.reservation, element: <ReservationPage /> },
      { path: PATHS.auth, element: <AuthPage /> },
      { path: PATHS.setPassword, element: <SetPasswordPage /> },
      { path: PATHS.privacy, element: <PrivacyPage /> },
      { path: PATHS.terms, element: <TermsPage /> },
      { path: PATHS.driver, element: <DriverPage /> },
      { path: ITEM_ROUTES.manageExtra, element: <ManageExtraPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
  // Admins only (SPEC 4): the guard decides before any admin page renders; the panel has its own frame.
  { path: PATHS.admin, element: <AdminGuard />, children: adminChildRoutes },
];
