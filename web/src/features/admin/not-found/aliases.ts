/** Addresses of no screen that lead to one (decision 305): the analytics are the dashboard's. */
export const ADMIN_ALIASES = ['analytics'] as const;
