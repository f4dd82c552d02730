import type { AdminNotification, NotificationKind } from '@chauffeur/contracts';

/** The two sounds: a rising chime for a new booking, a falling one for a cancellation. */
export type AlertTone = 'new' | 'cancelled';

/**
 * Which notifications alert the admin (issue 17 point 8), and with which sound: the one table of the rule.
 * The notifications read model already decides which events are worth a notification and keeps their
 * reference and booking (decision 127), so alerts derive from it and list no event type of their own.
 */
export const ALERTING_KINDS: Partial<Record<NotificationKind, AlertTone>> = {
  booking_requested: 'new',
  booking_cancelled: 'cancelled',
};

export interface Alert {
  id: string;
  /** Its toast's text (`alerts.<kind>`): a cancellation by the customer (issue 18) is named as such. */
  kind: 'booking_requested' | 'booking_cancelled' | 'booking_cancelled_by_customer';
  tone: AlertTone;
  reference: string;
  bookingId: string;
}

function toAlert(notification: AdminNotification, me: string | undefined): Alert | null {
  const tone = notification.kind ? ALERTING_KINDS[notification.kind] : undefined;
  if (!tone || notification.subject?.kind !== 'booking') return null;
  // The admin who cancelled a booking or entered it by phone knows already (their own toast said so).
  if (me !== undefined && notification.raised_by === me) return null;
  const byCustomer = notification.params?.cancelled_by === 'customer';
  return {
    id: notification.id,
    kind: byCustomer ? 'booking_cancelled_by_customer' : (notification.kind as Alert['kind']),
    tone,
    reference: notification.params?.reference ?? notification.subject.id,
    bookingId: notification.subject.id,
  };
}

/**
 * Turns successive fetches of the latest notifications into the alerts they bring. The first list is what
 * the admin found on opening the panel: it alerts nothing. After that a notification alerts when its id is
 * new and it is no older than the newest one seen so far, so a read model rebuilt under the open panel
 * (emptied, then filled again with the same, older notifications) does not replay every past alert.
 */
export class AlertTracker {
  private seen: Set<string> | null = null;
  private newest = '';

  /** `me`: the signed-in account, whose own actions do not alert it. */
  next(items: readonly AdminNotification[], me?: string): Alert[] {
    const first = this.seen === null;
    const seen = (this.seen ??= new Set());
    const fresh = items.filter((item) => !seen.has(item.id) && item.created_at >= this.newest);
    for (const item of items) {
      seen.add(item.id);
      if (item.created_at > this.newest) this.newest = item.created_at;
    }
    if (first) return [];
    // Oldest first: the toasts stack in the order things happened.
    return fresh
      .map((item) => toAlert(item, me))
      .filter((alert): alert is Alert => alert !== null)
      .reverse();
  }
}

/** One sound for a batch: the chime of a new booking if there is one, else the cancellation's. */
export const toneOf = (alerts: readonly Alert[]): AlertTone | null =>
  alerts.length === 0 ? null : alerts.some((alert) => alert.tone === 'new') ? 'new' : 'cancelled';
