/** Public entry of the notifications module: other modules import only from here (lint enforces it). */
export { notificationsDecider } from './domain/notifications-decider';
export type { NotificationCommand } from './domain/notifications-decider';
export {
  listNotifications,
  notificationExists,
  unreadNotificationIds,
} from './projections/notification-queries';
export { notificationsProjection } from './projections/notifications-projection';
export * from './events';
