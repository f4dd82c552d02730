import type { RouteObject } from 'react-router-dom';
import { loadAboutPage } from '../features/about/pages';
import { adminChildRoutes } from '../features/admin';
import { loadAdminGuard, loadAuthPage, loadSetPasswordPage } from '../features/auth/pages';
import { loadBlogListPage, loadBlogPostPage } from '../features/blog/pages';
import { loadDriverPage } from '../features/driver/pages';
import { loadManageBookingRoutes } from '../features/manage-booking/pages';
import { loadFleetPage } from '../features/fleet/pages';
import { loadAccountPages } from '../features/my-account/pages';
import { HomePage } from '../features/home';
import { loadPrivacyPage, loadTermsPage } from '../features/legal/pages';
import { loadReservationPage } from '../features/reservation/pages';
import { loadServiceDetailPage, loadServicesPage } from '../features/service-catalog/pages';
import { ITEM_ROUTES, PATHS } from '../lib/paths';
import { Layout } from './layout/Layout';
import { lazyPage } from './lazyPage';
import { NotFoundPage } from './NotFoundPage';
import { inOwnSuspense } from './ownSuspense';

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
const AccountPages = lazyPage(loadAccountPages);

/**
 * The admin guard as its own chunk (issue 5's 200 KB budget: the permission table and the admin route
 * rules are not the landing page's), in its own Suspense: the admin frame is outside the site's Layout.
 */
const AdminGuard = inOwnSuspense(AdminGuardPage);
const TermsPage = lazyPage(loadTermsPage);
const DriverPage = lazyPage(loadDriverPage);
const ManageBookingRoutes = lazyPage(loadManageBookingRoutes);

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
      { path: `${PATHS.account}/*`, element: <AccountPages /> },
      { path: PATHS.privacy, element: <PrivacyPage /> },
      { path: PATHS.terms, element: <TermsPage /> },
      { path: PATHS.driver, element: <DriverPage /> },
      // Issue 18: "Find my booking" and a booking's manage page (its private link): routed in the feature.
      { path: `${PATHS.findBooking}/*`, element: <ManageBookingRoutes /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
  // Admins only (SPEC 4): the guard decides before any admin page renders; the panel has its own frame.
  { path: PATHS.admin, element: <AdminGuard />, children: adminChildRoutes },
];
