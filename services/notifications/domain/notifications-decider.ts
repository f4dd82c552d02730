import type { Decider } from '@chauffeur/platform';

export type NotificationCommand =
  | { type: 'MarkNotificationRead'; notificationId: string }
  | { type: 'MarkAllNotificationsRead'; unreadIds: string[] };
export type NotificationEvent =
  | { type: 'NotificationRead'; data: { notification_id: string } }
  | { type: 'AllNotificationsRead'; data: { notification_ids: string[] } };
export type NotificationState = { read: ReadonlySet<string> };

/** Read marks of admin notifications, as events so a rebuilt read model keeps them read. */
export const notificationsDecider: Decider<NotificationCommand, NotificationEvent, NotificationState> = {
  initialState: { read: new Set() },
  decide(command, state) {
    if (command.type === 'MarkNotificationRead') {
      if (state.read.has(command.notificationId)) return [];
      return [{ type: 'NotificationRead', data: { notification_id: command.notificationId } }];
    }
    const unread = command.unreadIds.filter((id) => !state.read.has(id));
    return unread.length === 0 ? [] : [{ type: 'AllNotificationsRead', data: { notification_ids: unread } }];
  },
  evolve(state, event) {
    const ids =
      event.type === 'NotificationRead' ? [event.data.notification_id] : event.data.notification_ids;
    return { read: new Set([...state.read, ...ids]) };
  },
};
