/** The fleet feature's routed pages, as loaders: each stays its own chunk (decision 93). */
export const loadFleetPage = () => import('./components/FleetPage').then((m) => m.FleetPage);
