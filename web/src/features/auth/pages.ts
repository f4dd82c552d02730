/** The auth feature's routed pages, as loaders: each stays its own chunk (decision 93). */
export const loadAuthPage = () => import('./components/AuthPage').then((m) => m.AuthPage);
export const loadSetPasswordPage = () =>
  import('./components/SetPasswordPage').then((m) => m.SetPasswordPage);
/** The admin panel's guard: its role rules (the permission table) load with the panel, not the landing page. */
export const loadAdminGuard = () => import('./components/AdminGuard').then((m) => m.AdminGuard);
