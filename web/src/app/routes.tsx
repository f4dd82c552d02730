import type { RouteObject } from 'react-router-dom';
import { FleetPage } from '../features/fleet/components/FleetPage';
import { HomePage } from '../features/home/components/HomePage';
import { PATHS } from '../lib/paths';
import { Layout } from './layout/Layout';
import { NotFoundPage } from './NotFoundPage';
import { StaticPage } from './StaticPage';

/** The public routes of SPEC 2, all inside the shared header and footer. */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { index: true, element: <HomePage /> },
      { path: PATHS.fleet, element: <FleetPage /> },
      { path: PATHS.services, element: <StaticPage page="services" /> },
      { path: PATHS.about, element: <StaticPage page="about" /> },
      { path: PATHS.blog, element: <StaticPage page="blog" /> },
      { path: PATHS.reservation, element: <StaticPage page="reservation" /> },
      { path: PATHS.auth, element: <StaticPage page="auth" /> },
      { path: PATHS.privacy, element: <StaticPage page="privacy" /> },
      { path: PATHS.terms, element: <StaticPage page="terms" /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
