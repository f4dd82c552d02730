import type { FeatureModule, PlatformDeps } from '@chauffeur/platform';
import { notificationEvents } from './events';
import { adminNotificationRoutes } from './http/admin-notifications';
import { notificationsProjection } from './projections/notifications-projection';

/** What the notifications' routes are given (their plugin options). */
export type NotificationsDeps = PlatformDeps;

/** The admin's notifications: the bell's read model, its routes and the read marks (a decider). */
export const notificationsModule: FeatureModule<NotificationsDeps> = {
  name: 'notifications',
  adminRoutes: adminNotificationRoutes,
  projections: [notificationsProjection],
  events: notificationEvents,
};
