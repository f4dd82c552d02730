import type { FieldErrorLike } from '@chauffeur/platform';

export interface BookingRuleInput {
  scheduledTime: Date;
  now: Date;
  leadTimeHours: number;
  passengers: number;
  luggage: number;
  vehicle: { max_passengers: number; max_luggage: number; name: string };
}

/**
 * The rules of a booking that depend on the world (the clock, the settings, the vehicle), as field errors.
 * Pure, so the API and the browser can show the same reasons.
 */
export function bookingRuleViolations(input: BookingRuleInput): FieldErrorLike[] {
  const errors: FieldErrorLike[] = [];
  const earliest = new Date(input.now.getTime() + input.leadTimeHours * 3_600_000);
  if (input.scheduledTime.getTime() < input.now.getTime()) {
    errors.push({ field: 'body.scheduled_time', message: 'Pickup time cannot be in the past' });
  } else if (input.scheduledTime.getTime() < earliest.getTime()) {
    errors.push({
      field: 'body.scheduled_time',
      message: `Bookings must be made at least ${input.leadTimeHours} hours before pickup`,
    });
  }
  if (input.passengers > input.vehicle.max_passengers) {
    errors.push({
      field: 'body.passenger_count',
      message: `The ${input.vehicle.name} takes at most ${input.vehicle.max_passengers} passengers`,
    });
  }
  if (input.luggage > input.vehicle.max_luggage) {
    errors.push({
      field: 'body.luggage_count',
      message: `The ${input.vehicle.name} takes at most ${input.vehicle.max_luggage} pieces of luggage`,
    });
  }
  return errors;
}
