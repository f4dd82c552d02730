import { codedField, type FieldErrorLike } from '@chauffeur/platform';

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
  const { name: vehicle, max_passengers, max_luggage } = input.vehicle;
  // Coded (decision 277): the web says each rule in the page's language, its English is contracts' table.
  if (input.scheduledTime.getTime() < input.now.getTime()) {
    errors.push(codedField('body.scheduled_time', { code: 'pickup_in_past' }));
  } else if (input.scheduledTime.getTime() < earliest.getTime()) {
    errors.push(
      codedField('body.scheduled_time', { code: 'lead_time', params: { count: input.leadTimeHours } }),
    );
  }
  if (input.passengers > max_passengers) {
    errors.push(
      codedField('body.passenger_count', {
        code: 'too_many_passengers',
        params: { vehicle, count: max_passengers },
      }),
    );
  }
  if (input.luggage > max_luggage) {
    errors.push(
      codedField('body.luggage_count', { code: 'too_much_luggage', params: { vehicle, count: max_luggage } }),
    );
  }
  return errors;
}
