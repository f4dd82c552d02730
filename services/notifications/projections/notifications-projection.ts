import type { RecordedEvent } from '@chauffeur/eventstore';
import type {
  AdminNotification,
  BookingRequestedData,
  ContactMessageReceivedData,
} from '@chauffeur/contracts';
import type { Change, Projection, ProjectionContext } from '../../../projections/src/runner/projection';
import { newBookingMessage } from './notification-texts';

export const ADMIN_NOTIFICATIONS = 'admin_notifications';
/** Its own lookup of booking labels, so it never depends on how far another projection has got. */
const BOOKING_LABELS = 'admin_notifications_booking_labels';

type Raised = Omit<AdminNotification, 'id' | 'read' | 'created_at'>;

/** Ids derive from the raising event, so a rebuilt model has the same ids and the read marks still apply. */
const notificationId = (event: RecordedEvent) => `n-${event.id}`;

async function bookingLabel(
  context: ProjectionContext,
  bookingId: string,
): Promise<{ label: string; reference: string; customer: string }> {
  const row = await context.collection(BOOKING_LABELS).findOne({ _id: bookingId });
  if (!row) return { label: bookingId, reference: bookingId, customer: '' };
  return {
    label: String(row.label),
    reference: String(row.reference ?? row.label),
    customer: String(row.customer ?? ''),
  };
}

async function raised(event: RecordedEvent, context: ProjectionContext): Promise<Raised | null> {
  switch (event.type) {
    case 'BookingRequested': {
      const data = event.data as BookingRequestedData;
      return {
        title: 'New booking',
        message: newBookingMessage(data),
        type: 'info',
        subject: { kind: 'booking', id: data.booking_id },
        kind: 'booking_requested',
        params: {
          customer: data.customer.name,
          vehicle: data.vehicle.name,
          scheduled_time: data.scheduled_time,
          pickup: data.pickup_location.address,
          dropoff: data.dropoff_location.address,
          reference: data.reference,
        },
      };
    }
    case 'BookingCancelled': {
      const { booking_id } = event.data as { booking_id: string };
      const booking = await bookingLabel(context, booking_id);
      return {
        title: 'Booking cancelled',
        message: `Booking ${booking.label} was cancelled.`,
        type: 'warning',
        subject: { kind: 'booking', id: booking_id },
        kind: 'booking_cancelled',
        params: { reference: booking.reference, customer: booking.customer },
      };
    }
    case 'RideCompleted': {
      const { booking_id } = event.data as { booking_id: string };
      const booking = await bookingLabel(context, booking_id);
      return {
        title: 'Ride completed',
        message: `Ride ${booking.label} was completed.`,
        type: 'success',
        subject: { kind: 'booking', id: booking_id },
        kind: 'ride_completed',
        params: { reference: booking.reference, customer: booking.customer },
      };
    }
    case 'ContactMessageReceived': {
      const data = event.data as ContactMessageReceivedData;
      const preview = data.message.length > 140 ? `${data.message.slice(0, 139)}…` : data.message;
      return {
        title: 'New contact message',
        message: `${data.name} <${data.email}>: ${preview}`,
        type: 'info',
        subject: { kind: 'message', id: data.message_id },
        kind: 'message_received',
        params: { name: data.name, email: data.email, preview },
      };
    }
    default:
      return null;
  }
}

/** SPEC 3 admin_notifications: raised by events; read marks are events too, so a rebuild keeps them. */
export const notificationsProjection: Projection = {
  name: 'admin_notifications',
  model: 'notifications',
  collections: [ADMIN_NOTIFICATIONS, BOOKING_LABELS],
  eventTypes: [
    'BookingRequested',
    'BookingCancelled',
    'RideCompleted',
    'ContactMessageReceived',
    'NotificationRead',
    'AllNotificationsRead',
  ],
  async project(event, context): Promise<Change[]> {
    if (event.type === 'NotificationRead') {
      const { notification_id } = event.data as { notification_id: string };
      return [
        {
          kind: 'update',
          collection: ADMIN_NOTIFICATIONS,
          filter: { _id: notification_id },
          update: { $set: { read: true } },
        },
      ];
    }
    if (event.type === 'AllNotificationsRead') {
      const { notification_ids } = event.data as { notification_ids: string[] };
      return [
        {
          kind: 'update',
          collection: ADMIN_NOTIFICATIONS,
          filter: { _id: { $in: notification_ids } },
          update: { $set: { read: true } },
          many: true,
        },
      ];
    }
    const notification = await raised(event, context);
    if (!notification) return [];
    const id = notificationId(event);
    const changes: Change[] = [
      {
        kind: 'insert',
        collection: ADMIN_NOTIFICATIONS,
        doc: { _id: id, id, ...notification, read: false, created_at: event.metadata.occurredAt },
      },
    ];
    if (event.type === 'BookingRequested') {
      const data = event.data as BookingRequestedData;
      const label = `${data.reference} (${data.customer.name})`;
      changes.push({
        kind: 'insert',
        collection: BOOKING_LABELS,
        doc: { _id: data.booking_id, label, reference: data.reference, customer: data.customer.name },
      });
    }
    return changes;
  },
};
