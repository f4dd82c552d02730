/** The about feature's routed pages, as loaders: each stays its own chunk (decision 93). */
export const loadAboutPage = () => import('./components/AboutPage').then((m) => m.AboutPage);
