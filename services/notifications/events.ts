import { z } from 'zod';
import { NOTIFICATIONS_STREAM, defineEvent } from '@chauffeur/contracts';

/* The admins' read marks: notifications themselves are raised by other modules' events. */

export const NotificationRead = defineEvent({
  type: 'NotificationRead',
  streamPrefix: NOTIFICATIONS_STREAM,
  version: 1,
  description: 'An admin opened one notification.',
  schema: z.object({ notification_id: z.string() }),
});
export const AllNotificationsRead = defineEvent({
  type: 'AllNotificationsRead',
  streamPrefix: NOTIFICATIONS_STREAM,
  version: 1,
  description: "An admin used 'Mark all as read': lists the notifications that were unread then.",
  schema: z.object({ notification_ids: z.array(z.string()) }),
});
export type NotificationReadData = z.output<typeof NotificationRead.schema>;
export type AllNotificationsReadData = z.output<typeof AllNotificationsRead.schema>;

export const notificationEvents = [NotificationRead, AllNotificationsRead] as const;
