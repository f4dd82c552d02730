/** The reservation feature's routed pages, as loaders: each stays its own chunk (decision 93). */
export const loadReservationPage = () =>
  import('./components/ReservationPage').then((m) => m.ReservationPage);
/**
 * The wizard's route map with its texts, for another page's map (issue 18: a booking's manage page): a
 * loader, so the map and its library stay out of every chunk until that page asks for it.
 */
export const loadRouteMap = () =>
  Promise.all([import('./map/RouteMap'), import('./i18n/register')]).then(([m]) => m.RouteMap);
