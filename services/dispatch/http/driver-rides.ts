import { actionsFor, type BookingRow, type DriverRide } from '@chauffeur/contracts';

/** The driver's actions among the lifecycle's (the table says which a status allows). */
const DRIVER_ACTIONS = ['start', 'complete'] as const;
type DriverAction = (typeof DRIVER_ACTIONS)[number];

/** A booking row as the driver's page shows it: what the road needs, nothing of the office's. */
export const driverRideOf = (row: BookingRow): DriverRide => ({
  id: row.id,
  reference: row.reference,
  status: row.status,
  revision: row.revision,
  scheduled_time: row.scheduled_time,
  estimated_duration_minutes: row.estimated_duration_minutes,
  pickup_location: row.pickup_location,
  dropoff_location: row.dropoff_location,
  pickup_address_line: row.pickup_address_line ?? null,
  dropoff_address_line: row.dropoff_address_line ?? null,
  vehicle_name: row.vehicle.name,
  customer: { name: row.emergency_contact_name, phone: row.emergency_contact_phone },
  flight_number: row.flight_number,
  passenger_count: row.passenger_count,
  luggage_count: row.luggage_count,
  is_round_trip: row.is_round_trip,
  needs_child_seat: row.needs_child_seat,
  is_wheelchair_accessible: row.is_wheelchair_accessible,
  is_pet_friendly: row.is_pet_friendly,
  special_requests: row.special_requests,
  notes: (row.notes ?? []).map((note) => note.text),
  actions: actionsFor(row.status).filter((action): action is DriverAction =>
    (DRIVER_ACTIONS as readonly string[]).includes(action),
  ),
});
