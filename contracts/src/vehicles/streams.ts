/** Where the fleet module's events are stored (the events themselves: services/fleet/events.ts). */
export const VEHICLE_STREAM_PREFIX = 'vehicle-';
export const vehicleStream = (vehicleId: string) => `${VEHICLE_STREAM_PREFIX}${vehicleId}`;
