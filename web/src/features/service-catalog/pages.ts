/** The service catalogue's routed pages, as loaders: each stays its own chunk (decision 93). */
export const loadServicesPage = () => import('./components/ServicesPage').then((m) => m.ServicesPage);
export const loadServiceDetailPage = () =>
  import('./components/ServiceDetailPage').then((m) => m.ServiceDetailPage);
