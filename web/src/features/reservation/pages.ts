/** The reservation feature's routed pages, as loaders: each stays its own chunk (decision 93). */
export const loadReservationPage = () =>
  import('./components/ReservationPage').then((m) => m.ReservationPage);
