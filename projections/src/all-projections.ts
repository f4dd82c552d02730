import type { Projection } from './runner/projection';
import { vehiclesProjection } from './vehicles/vehicles-projection';
import { servicesProjection } from './content/services-projection';
import { reviewsProjection } from './content/reviews-projection';
import { statsProjection } from './content/stats-projection';
import { blogProjection } from './blog/blog-projection';
import { usersProjection } from './users/users-projection';
import { bookingsProjection } from './bookings/bookings-projection';
import { analyticsProjection } from './analytics/analytics-projection';
import { notificationsProjection } from './notifications/notifications-projection';
import { settingsProjection } from './settings/settings-projection';
import { messagesProjection } from './messages/messages-projection';

/** Every read model the product serves. New projections register here. */
export const allProjections: readonly Projection[] = [
  vehiclesProjection,
  servicesProjection,
  reviewsProjection,
  statsProjection,
  blogProjection,
  usersProjection,
  bookingsProjection,
  analyticsProjection,
  notificationsProjection,
  settingsProjection,
  messagesProjection,
];
