/** The driver feature's routed page, as a loader: its own chunk (decision 93). */
export const loadDriverPage = () => import('./DriverPage').then((m) => m.DriverPage);
