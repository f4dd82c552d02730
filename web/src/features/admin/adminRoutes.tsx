import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../app/lazyPage';
import { inOwnSuspense } from '../../app/ownSuspense';
import { ADMIN_ROUTES } from '../../lib/paths';

// Each admin screen is its own chunk: the public site never downloads the panel.
const page = (load: () => Promise<ComponentType>) => {
  const Page = lazyPage(load);
  return <Page />;
};

// The frame too: it and the admin texts (its own i18n namespace) load with the first admin visit. It carries
// its preload, so the entry fetches it with the guard's and the screen's chunks, not once the session is known.
const AdminFrame = inOwnSuspense(lazyPage(() => import('./layout/AdminLayout').then((m) => m.AdminLayout)));

/** The panel's own catch-all: an unknown /admin address stays in the panel, an alias opens its screen. */
export const ADMIN_NOT_FOUND = '*';

/** SPEC 2 admin routes, inside the admin frame (the guard wraps them in app/routes.tsx). */
export const adminChildRoutes: RouteObject[] = [
  {
    element: <AdminFrame />,
    children: [
      {
        index: true,
        element: page(() => import('./dashboard/DashboardPage').then((m) => m.DashboardPage)),
      },
      {
        path: ADMIN_ROUTES.bookings,
        element: page(() => import('./bookings/BookingsPage').then((m) => m.BookingsPage)),
      },
      {
        path: ADMIN_ROUTES.newBooking,
        element: page(() => import('./bookings/PhoneBookingPage').then((m) => m.PhoneBookingPage)),
      },
      {
        path: ADMIN_ROUTES.booking,
        element: page(() => import('./bookings/BookingDetailPage').then((m) => m.BookingDetailPage)),
      },
      {
        path: ADMIN_ROUTES.editBooking,
        element: page(() => import('./bookings/EditBookingPage').then((m) => m.EditBookingPage)),
      },
      {
        path: ADMIN_ROUTES.dispatch,
        element: page(() => import('./dispatch/DispatchPage').then((m) => m.DispatchPage)),
      },
      {
        path: ADMIN_ROUTES.vehicles,
        element: page(() => import('./vehicles/VehiclesPage').then((m) => m.VehiclesPage)),
      },
      {
        path: ADMIN_ROUTES.newVehicle,
        element: page(() => import('./vehicles/VehicleFormPage').then((m) => m.VehicleFormPage)),
      },
      {
        path: ADMIN_ROUTES.vehicle,
        element: page(() => import('./vehicles/VehicleFormPage').then((m) => m.VehicleFormPage)),
      },
      {
        path: ADMIN_ROUTES.chauffeurs,
        element: page(() => import('./chauffeurs/ChauffeursPage').then((m) => m.ChauffeursPage)),
      },
      {
        path: ADMIN_ROUTES.newChauffeur,
        element: page(() => import('./chauffeurs/ChauffeurFormPage').then((m) => m.ChauffeurFormPage)),
      },
      {
        path: ADMIN_ROUTES.chauffeur,
        element: page(() => import('./chauffeurs/ChauffeurFormPage').then((m) => m.ChauffeurFormPage)),
      },
      {
        path: ADMIN_ROUTES.blog,
        element: page(() => import('./blog/BlogAdminPage').then((m) => m.BlogAdminPage)),
      },
      {
        path: ADMIN_ROUTES.reviews,
        element: page(() => import('./reviews/ReviewsPage').then((m) => m.ReviewsPage)),
      },
      {
        path: ADMIN_ROUTES.newPost,
        element: page(() => import('./blog/BlogFormPage').then((m) => m.BlogFormPage)),
      },
      {
        path: ADMIN_ROUTES.editPost,
        element: page(() => import('./blog/BlogFormPage').then((m) => m.BlogFormPage)),
      },
      {
        path: ADMIN_ROUTES.customers,
        element: page(() => import('./customers/CustomersPage').then((m) => m.CustomersPage)),
      },
      {
        path: ADMIN_ROUTES.customer,
        element: page(() => import('./customers/CustomerPage').then((m) => m.CustomerPage)),
      },
      {
        path: ADMIN_ROUTES.notifications,
        element: page(() => import('./notifications/NotificationsPage').then((m) => m.NotificationsPage)),
      },
      {
        path: ADMIN_ROUTES.messages,
        element: page(() => import('./notifications/MessagesPage').then((m) => m.MessagesPage)),
      },
      {
        path: ADMIN_ROUTES.settings,
        element: page(() => import('./settings/SettingsPage').then((m) => m.SettingsPage)),
      },
      {
        path: ADMIN_ROUTES.staff,
        element: page(() => import('./staff/StaffPage').then((m) => m.StaffPage)),
      },
      {
        path: ADMIN_ROUTES.activity,
        element: page(() => import('./activity/ActivityPage').then((m) => m.ActivityPage)),
      },
      {
        path: ADMIN_ROUTES.fares,
        element: page(() => import('./pricing/FaresPage').then((m) => m.FaresPage)),
      },
      {
        path: ADMIN_ROUTES.projections,
        element: page(() => import('./projections/ProjectionsPage').then((m) => m.ProjectionsPage)),
      },
      // Any other /admin address (decision 309): the public site's catch-all would answer it otherwise.
      {
        path: ADMIN_NOT_FOUND,
        element: page(() => import('./not-found/NoScreenPage').then((m) => m.NoScreenPage)),
      },
    ],
  },
];
