/** Query keys of the admin panel; live events invalidate them by topic. */
export const adminKeys = {
  all: ['admin'] as const,
  analytics: ['admin', 'analytics'] as const,
  bookings: ['admin', 'bookings'] as const,
  booking: (id: string) => ['admin', 'bookings', 'one', id] as const,
  history: (id: string) => ['admin', 'bookings', 'history', id] as const,
  notifications: ['admin', 'notifications'] as const,
  vehicles: ['admin', 'vehicles'] as const,
  vehicle: (id: string) => ['admin', 'vehicles', id] as const,
  blog: ['admin', 'blog'] as const,
  post: (id: string) => ['admin', 'blog', id] as const,
  customers: ['admin', 'customers'] as const,
  customer: (key: string) => ['admin', 'customers', 'one', key] as const,
  settings: ['admin', 'settings'] as const,
  messages: ['admin', 'messages'] as const,
  projections: ['admin', 'projections'] as const,
  activity: ['admin', 'activity'] as const,
};
