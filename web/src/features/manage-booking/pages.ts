/** The manage-booking feature's routed pages, as loaders: each its own chunk (decision 93). */
export const loadManageBookingPage = () =>
  import('./components/ManageBookingPage').then((m) => m.ManageBookingPage);
export const loadFindBookingPage = () =>
  import('./components/FindBookingPage').then((m) => m.FindBookingPage);
