import type { RouteObject } from 'react-router-dom';
import { HomePage } from '../features/home/components/HomePage';
import { AdminGuard } from '../features/auth/components/AdminGuard';
import { adminChildRoutes } from '../features/admin/adminRoutes';
import { ADMIN_PATH } from '../features/auth/session/redirect';
import { PATHS } from '../lib/paths';
import { Layout } from './layout/Layout';
import { lazyPage } from './lazyPage';
import { NotFoundPage } from './NotFoundPage';

// Every page but the landing page is its own chunk.
const FleetPage = lazyPage(
  () => import('../features/fleet/components/FleetPage'),
  (m) => m.FleetPage,
);
const ServicesPage = lazyPage(
  () => import('../features/service-catalog/components/ServicesPage'),
  (m) => m.ServicesPage,
);
const ServiceDetailPage = lazyPage(
  () => import('../features/service-catalog/components/ServiceDetailPage'),
  (m) => m.ServiceDetailPage,
);
const AboutPage = lazyPage(
  () => import('../features/about/components/AboutPage'),
  (m) => m.AboutPage,
);
const BlogListPage = lazyPage(
  () => import('../features/blog/components/BlogListPage'),
  (m) => m.BlogListPage,
);
const BlogPostPage = lazyPage(
  () => import('../features/blog/components/BlogPostPage'),
  (m) => m.BlogPostPage,
);
const ReservationPage = lazyPage(
  () => import('../features/reservation/components/ReservationPage'),
  (m) => m.ReservationPage,
);
const PrivacyPage = lazyPage(
  () => import('../features/legal/components/PrivacyPage'),
  (m) => m.PrivacyPage,
);
const AuthPage = lazyPage(
  () => import('../features/auth/components/AuthPage'),
  (m) => m.AuthPage,
);
const TermsPage = lazyPage(
  () => import('../features/legal/components/TermsPage'),
  (m) => m.TermsPage,
);

/** The public routes of SPEC 2, all inside the shared header and footer. */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { index: true, element: <HomePage /> },
      { path: PATHS.fleet, element: <FleetPage /> },
      { path: PATHS.services, element: <ServicesPage /> },
      { path: `${PATHS.services}/:slug`, element: <ServiceDetailPage /> },
      { path: PATHS.about, element: <AboutPage /> },
      { path: PATHS.blog, element: <BlogListPage /> },
      { path: `${PATHS.blog}/:slug`, element: <BlogPostPage /> },
      { path: PATHS.reservation, element: <ReservationPage /> },
      { path: PATHS.auth, element: <AuthPage /> },
      { path: PATHS.privacy, element: <PrivacyPage /> },
      { path: PATHS.terms, element: <TermsPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
  // Admins only (SPEC 4): the guard decides before any admin page renders; the panel has its own frame.
  { path: ADMIN_PATH, element: <AdminGuard />, children: adminChildRoutes },
];
