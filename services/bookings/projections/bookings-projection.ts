import type { RecordedEvent } from '@chauffeur/eventstore';
import {
  LIFECYCLE_STEPS,
  contactFieldsOf,
  lifecycleStepOfEvent,
  type BookingRequestedData,
  type BookingStatus,
} from '@chauffeur/contracts';
import type { Change, Projection } from '../../../projections/src/runner/projection';
import type { VehicleUpdatedData } from '../../fleet/index';

export const BOOKINGS = 'bookings';

function requestedRow(data: BookingRequestedData, event: RecordedEvent) {
  const at = event.metadata.occurredAt;
  const { booking_id, vehicle, customer, ...fields } = data;
  return {
    _id: booking_id,
    id: booking_id,
    ...fields,
    // The customer's street and number beside each place (issue 14), null when none: one shape to read.
    pickup_address_line: fields.pickup_address_line ?? null,
    dropoff_address_line: fields.dropoff_address_line ?? null,
    // SPEC 3 keeps the customer in the emergency_contact fields of the read model (event v2: `customer`).
    ...contactFieldsOf(customer),
    status: 'pending' as BookingStatus,
    revision: Number(event.revision),
    vehicle_id: vehicle.id,
    vehicle: { id: vehicle.id, name: vehicle.name },
    created_at: at,
    updated_at: at,
    // SPEC 3 fields the wizard does not set (yet): kept so the admin screens read one shape.
    waiting_time_fare: 0,
    discount_amount: 0,
    payment_status: 'unpaid',
    special_requests: [],
    promo_code: null,
    is_wheelchair_accessible: false,
    needs_child_seat: false,
    is_pet_friendly: false,
  };
}

/** The admin bookings list (SPEC 2, 3): one row per booking, its vehicle's current name joined in. */
export const bookingsProjection: Projection = {
  name: 'bookings',
  collections: [BOOKINGS],
  // Every lifecycle event sets the status its step leads to (the lifecycle table).
  eventTypes: [
    'BookingRequested',
    ...LIFECYCLE_STEPS.map((step) => step.event),
    'BookingDeleted',
    'VehicleUpdated',
  ],
  project(event: RecordedEvent): Change[] {
    if (event.type === 'BookingRequested') {
      const data = event.data as BookingRequestedData;
      // The first event of a booking's stream: an insert (a replay meets the row and skips it).
      return [{ kind: 'insert', collection: BOOKINGS, doc: requestedRow(data, event) }];
    }
    if (event.type === 'VehicleUpdated') {
      const { vehicle_id, name } = event.data as VehicleUpdatedData;
      return [
        {
          kind: 'update',
          collection: BOOKINGS,
          filter: { vehicle_id },
          update: { $set: { 'vehicle.name': name } },
          many: true,
        },
      ];
    }
    const { booking_id } = event.data as { booking_id: string };
    if (event.type === 'BookingDeleted')
      return [{ kind: 'delete', collection: BOOKINGS, filter: { _id: booking_id } }];
    const step = lifecycleStepOfEvent(event.type);
    if (!step) return [];
    const status: BookingStatus = step.to;
    return [
      {
        kind: 'update',
        collection: BOOKINGS,
        filter: { _id: booking_id },
        update: { $set: { status, revision: Number(event.revision), updated_at: event.metadata.occurredAt } },
      },
    ];
  },
};
