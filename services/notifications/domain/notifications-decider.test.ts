import { describe, expect, it } from 'vitest';
import { fold } from '@chauffeur/platform';
import { notificationsDecider } from './notifications-decider';

describe('notifications decider', () => {
  it('marks one as read once', () => {
    const state = fold(notificationsDecider, [{ type: 'NotificationRead', data: { notification_id: 'n1' } }]);
    expect(
      notificationsDecider.decide({ type: 'MarkNotificationRead', notificationId: 'n1' }, state),
    ).toEqual([]);
    expect(
      notificationsDecider.decide({ type: 'MarkNotificationRead', notificationId: 'n2' }, state),
    ).toEqual([{ type: 'NotificationRead', data: { notification_id: 'n2' } }]);
  });

  it('marks all that are still unread, and nothing when none are', () => {
    const state = fold(notificationsDecider, [{ type: 'NotificationRead', data: { notification_id: 'n1' } }]);
    expect(
      notificationsDecider.decide({ type: 'MarkAllNotificationsRead', unreadIds: ['n1', 'n2', 'n3'] }, state),
    ).toEqual([{ type: 'AllNotificationsRead', data: { notification_ids: ['n2', 'n3'] } }]);
    expect(
      notificationsDecider.decide({ type: 'MarkAllNotificationsRead', unreadIds: ['n1'] }, state),
    ).toEqual([]);
  });
});
