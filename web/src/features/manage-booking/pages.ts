/** The manage-booking feature's routed pages, as loaders: each stays its own chunk (decision 93). */
export const loadManageExtraPage = () => import('./ManageExtraPage').then((m) => m.ManageExtraPage);
