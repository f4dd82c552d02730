/** The legal feature's routed pages, as loaders: each stays its own chunk (decision 93). */
export const loadPrivacyPage = () => import('./components/PrivacyPage').then((m) => m.PrivacyPage);
export const loadTermsPage = () => import('./components/TermsPage').then((m) => m.TermsPage);
