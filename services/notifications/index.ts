/** Public entry of the notifications module: other modules import only from here (lint enforces it). */
// Events first: other modules consume them while importing this one (import cycles see them bound).
export * from './events';
export { notificationsDecider } from './domain/notifications-decider';
export type { NotificationCommand } from './domain/notifications-decider';
export {
  listNotifications,
  notificationExists,
  unreadNotificationIds,
} from './projections/notification-queries';
export { notificationsProjection } from './projections/notifications-projection';
export { notificationsModule, type NotificationsDeps } from './module';
