/**
 * The manage-booking feature's pages, as one loader: every address under /booking (the find form, a
 * booking's manage page and what later hangs under it) is one lazy route of the app, routed inside the
 * feature (ManageBookingRoutes), so a page added here costs the landing page nothing (decision 182).
 */
export const loadManageBookingRoutes = () =>
  import('./components/ManageBookingRoutes').then((m) => m.ManageBookingRoutes);
