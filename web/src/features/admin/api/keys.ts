/** Query keys of the admin panel; live events invalidate them by topic. */
export const adminKeys = {
  all: ['admin'] as const,
  analytics: ['admin', 'analytics'] as const,
  bookings: ['admin', 'bookings'] as const,
  booking: (id: string) => ['admin', 'bookings', 'one', id] as const,
  history: (id: string) => ['admin', 'bookings', 'history', id] as const,
  /** The status actions and delete of a booking (a mutation key: its page asks nothing while it is deleted). */
  bookingAction: ['admin', 'bookings', 'action'] as const,
  /** Every query of one booking's own page: the booking, its history and change requests (under history). */
  ofBooking: (id: string) => [adminKeys.booking(id), adminKeys.history(id)] as const,
  /** The quote a phone booking's form shows and books with (decision 276). */
  phoneQuote: ['admin', 'phone-quote'] as const,
  notifications: ['admin', 'notifications'] as const,
  vehicles: ['admin', 'vehicles'] as const,
  vehicle: (id: string) => ['admin', 'vehicles', id] as const,
  chauffeurs: ['admin', 'chauffeurs'] as const,
  chauffeur: (id: string) => ['admin', 'chauffeurs', id] as const,
  /** The dispatch board's days and a ride's candidates (issue 17 point 4). */
  dispatch: ['admin', 'dispatch'] as const,
  blog: ['admin', 'blog'] as const,
  post: (id: string) => ['admin', 'blog', id] as const,
  reviews: ['admin', 'reviews'] as const,
  customers: ['admin', 'customers'] as const,
  customer: (key: string) => ['admin', 'customers', 'one', key] as const,
  settings: ['admin', 'settings'] as const,
  /** The start window and the server's clock (decision 283, 290): under the settings', read again with them. */
  stepTiming: ['admin', 'settings', 'step-timing'] as const,
  zones: ['admin', 'pricing', 'zones'] as const,
  zoneFares: ['admin', 'pricing', 'zone-fares'] as const,
  pricing: ['admin', 'pricing'] as const,
  messages: ['admin', 'messages'] as const,
  projections: ['admin', 'projections'] as const,
  staff: ['admin', 'staff'] as const,
  activity: ['admin', 'activity'] as const,
};
