/** The one stream of the admins' read marks (its events: services/notifications/events.ts). */
export const NOTIFICATIONS_STREAM = 'notifications';
