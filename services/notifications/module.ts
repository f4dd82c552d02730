import type { FeatureModule } from '@chauffeur/platform';
import { notificationEvents } from './events';
import { notificationsProjection } from './projections/notifications-projection';

/**
 * The admin's notifications: a read model only. Its routes live with the dashboard (bookings module),
 * which reads it through this module's public entry.
 */
export const notificationsModule: FeatureModule = {
  name: 'notifications',
  projections: [notificationsProjection],
  events: notificationEvents,
};
