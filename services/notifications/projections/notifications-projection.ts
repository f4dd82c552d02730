import type { AdminNotification } from '@chauffeur/contracts';
import type { RecordedEvent } from '@chauffeur/eventstore';
import { on, projectionOf } from '@chauffeur/projections';
import type { Change, ProjectionContext } from '@chauffeur/projections';
import { BookingRequested, ChangeRequested, lifecycleEventOf } from '../../bookings/index';

const BookingCancelled = lifecycleEventOf('cancel');
const RideCompleted = lifecycleEventOf('complete');
import { ContactMessageReceived } from '../../contact/index';
import { AllNotificationsRead, NotificationRead } from '../events';
import { newBookingMessage } from './notification-texts';

export const ADMIN_NOTIFICATIONS = 'admin_notifications';
/** Its own lookup of booking labels, so it never depends on how far another projection has got. */
const BOOKING_LABELS = 'admin_notifications_booking_labels';

type Raised = Omit<AdminNotification, 'id' | 'read' | 'created_at' | 'raised_by'>;

/** Ids derive from the raising event, so a rebuilt model has the same ids and the read marks still apply. */
const notificationId = (event: RecordedEvent) => `n-${event.id}`;

/** The notification an event raises, as a new unread row. */
function raise(event: RecordedEvent, notification: Raised): Change {
  const id = notificationId(event);
  const actor = event.metadata.actor;
  return {
    kind: 'insert',
    collection: ADMIN_NOTIFICATIONS,
    doc: {
      _id: id,
      id,
      ...notification,
      read: false,
      created_at: event.metadata.occurredAt,
      ...(actor.kind === 'user' ? { raised_by: actor.id } : {}),
    },
  };
}

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

/** SPEC 3 admin_notifications: raised by events; read marks are events too, so a rebuild keeps them. */
export const notificationsProjection = projectionOf({
  name: 'admin_notifications',
  model: 'notifications',
  // 2: a notification keeps which account raised it (issue 17, `raised_by`). 3: change requests (issue 18).
  // 4: a cancellation by the customer through their manage link says so (issue 18, `params.cancelled_by`).
  version: 4,
  collections: [ADMIN_NOTIFICATIONS, BOOKING_LABELS],
  // notification-queries.ts: newest first, and the unread ones (their count is the sidebar badge).
  indexes: {
    [ADMIN_NOTIFICATIONS]: [
      [
        { path: 'created_at', type: 'string', order: -1 },
        { path: '_id', type: 'string', order: -1 },
      ],
      [{ path: 'read', type: 'boolean' }],
    ],
  },
  handlers: [
    on(BookingRequested, (data, event) => [
      raise(event, {
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
      }),
      {
        kind: 'insert',
        collection: BOOKING_LABELS,
        doc: {
          _id: data.booking_id,
          label: `${data.reference} (${data.customer.name})`,
          reference: data.reference,
          customer: data.customer.name,
        },
      },
    ]),
    on(BookingCancelled, async ({ booking_id }, event, context) => {
      const booking = await bookingLabel(context, booking_id);
      // Issue 18: the customer cancelled through their manage link; the panel alerts it as such.
      const byCustomer = event.metadata.actor.kind === 'customer';
      return [
        raise(event, {
          title: 'Booking cancelled',
          message: `Booking ${booking.label} was cancelled${byCustomer ? ' by the customer' : ''}.`,
          type: 'warning',
          subject: { kind: 'booking', id: booking_id },
          kind: 'booking_cancelled',
          params: {
            reference: booking.reference,
            customer: booking.customer,
            ...(byCustomer ? { cancelled_by: 'customer' } : {}),
          },
        }),
      ];
    }),
    on(RideCompleted, async ({ booking_id }, event, context) => {
      const booking = await bookingLabel(context, booking_id);
      return [
        raise(event, {
          title: 'Ride completed',
          message: `Ride ${booking.label} was completed.`,
          type: 'success',
          subject: { kind: 'booking', id: booking_id },
          kind: 'ride_completed',
          params: { reference: booking.reference, customer: booking.customer },
        }),
      ];
    }),
    // Issue 18 point 2: the bell's unread count is how the operator finds a change request to answer.
    on(ChangeRequested, async ({ booking_id }, event, context) => {
      const booking = await bookingLabel(context, booking_id);
      return [
        raise(event, {
          title: 'Change requested',
          message: `The customer of booking ${booking.label} asked to change it.`,
          type: 'warning',
          subject: { kind: 'booking', id: booking_id },
          kind: 'change_requested',
          params: { reference: booking.reference, customer: booking.customer },
        }),
      ];
    }),
    on(ContactMessageReceived, (data, event) => {
      const preview = data.message.length > 140 ? `${data.message.slice(0, 139)}…` : data.message;
      return [
        raise(event, {
          title: 'New contact message',
          message: `${data.name} <${data.email}>: ${preview}`,
          type: 'info',
          subject: { kind: 'message', id: data.message_id },
          kind: 'message_received',
          params: { name: data.name, email: data.email, preview },
        }),
      ];
    }),
    on(NotificationRead, ({ notification_id }) => [
      {
        kind: 'update',
        collection: ADMIN_NOTIFICATIONS,
        filter: { _id: notification_id },
        update: { $set: { read: true } },
      },
    ]),
    on(AllNotificationsRead, ({ notification_ids }) => [
      {
        kind: 'update',
        collection: ADMIN_NOTIFICATIONS,
        filter: { _id: { $in: notification_ids } },
        update: { $set: { read: true } },
        many: true,
      },
    ]),
  ],
});
