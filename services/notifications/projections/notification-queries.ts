import type { AdminNotification } from '@chauffeur/contracts';
import type { Doc, ReadStore } from '@chauffeur/projections';
import { ADMIN_NOTIFICATIONS } from './notifications-projection';

type NotificationDoc = Doc & AdminNotification;
const toNotification = ({ _id, _pos, ...n }: NotificationDoc & { _pos?: unknown }): AdminNotification => n;

/** Newest first (SPEC 7), with the unread count for the sidebar badge. */
export async function listNotifications(store: ReadStore, limit: number) {
  const collection = store.collection<NotificationDoc>(ADMIN_NOTIFICATIONS);
  const [docs, unread, total] = await Promise.all([
    collection.find({}, { sort: { created_at: -1, _id: -1 }, limit }),
    collection.count({ read: false }),
    collection.count(),
  ]);
  return { items: docs.map(toNotification), unread, total };
}

export async function unreadNotificationIds(store: ReadStore): Promise<string[]> {
  return (await store.collection<NotificationDoc>(ADMIN_NOTIFICATIONS).find({ read: false })).map(
    (doc) => doc._id,
  );
}

export async function notificationExists(store: ReadStore, id: string): Promise<boolean> {
  return (await store.collection(ADMIN_NOTIFICATIONS).count({ _id: id })) > 0;
}
