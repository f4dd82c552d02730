/**
 * The signed-in customer's pages (issue 18 point 3) as one loader: a single lazy chunk routes both, so the
 * landing page carries one route for them (decision 197).
 */
export const loadAccountPages = () => import('./components/AccountPages').then((m) => m.AccountPages);
