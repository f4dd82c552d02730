import {
  MAX_LUGGAGE,
  MAX_PASSENGERS,
  bookingRequestSchema,
  chosenInstant,
  latestPickup,
  type ClockPass,
} from '@chauffeur/contracts';
import { dateValue, timeValue, type WizardData } from './store';

export const PASSENGER_CHOICES = Array.from({ length: MAX_PASSENGERS }, (_, i) => i + 1);
export const LUGGAGE_CHOICES = Array.from({ length: MAX_LUGGAGE + 1 }, (_, i) => i);

/** Pickups are offered on a five-minute grid: nobody books a car for 14:37. */
const STEP_MS = 5 * 60_000;

/**
 * The instant two input values name in Brussels time (the device's own time zone plays no part), or null
 * when either is empty or invalid, the time is skipped by the spring-forward change, or it is repeated by
 * the autumn change and the visitor has not said which pass (`tripErrors` says which, decisions 235, 240).
 */
export function scheduledAt(date: string, time: string, pass: ClockPass | null = null): Date | null {
  const at = chosenInstant({ date, time }, pass);
  return at.ok ? at.instant : null;
}

/** Why a Brussels date and time (and pass) name no instant: skipped (02:00–02:59 in March) or repeated. */
function clockProblem(date: string, time: string, pass: ClockPass | null): 'nonexistent' | 'repeated' | null {
  const at = chosenInstant({ date, time }, pass);
  return !at.ok && at.problem !== 'invalid' ? at.problem : null;
}

/** The earliest pickup the lead-time setting allows, rounded up to the five-minute grid. */
export function earliestPickup(now: Date, leadTimeHours: number): Date {
  const earliest = now.getTime() + leadTimeHours * 3_600_000;
  return new Date(Math.ceil(earliest / STEP_MS) * STEP_MS);
}

/**
 * SPEC 5 and the lead-time setting: a date and time before the earliest allowed pickup move forward to
 * it (the caller shows why). A date before today is not moved but reported (see `tripErrors`). In the hour
 * the autumn change repeats, the pass chosen is tested; with none chosen yet the later one (winter time):
 * when only that pass is far enough ahead, the time stays and the visitor is asked which they mean (the
 * earlier is then said to be too soon), rather than moved from a time that can be booked.
 */
export function adjustSchedule(
  date: string,
  time: string,
  now: Date,
  leadTimeHours: number,
  pass: ClockPass | null = null,
): { date: string; time: string; moved: boolean } {
  const at = scheduledAt(date, time, pass ?? 'later');
  if (!at || date < dateValue(now)) return { date, time, moved: false };
  const earliest = earliestPickup(now, leadTimeHours);
  if (at.getTime() >= earliest.getTime()) return { date, time, moved: false };
  return { date: dateValue(earliest), time: timeValue(earliest), moved: true };
}

/** Translation keys under `wizard.errors`. */
export type WizardError =
  | 'pickupRequired'
  | 'destinationRequired'
  | 'samePlace'
  | 'dateRequired'
  | 'dateInPast'
  | 'timeRequired'
  | 'tooSoon'
  | 'tooFar'
  | 'timeSkipped'
  | 'flightFormat'
  | 'addressLineFormat'
  | 'nameRequired'
  | 'phoneRequired'
  | 'phoneFormat'
  | 'emailRequired'
  | 'emailFormat';

/**
 * Step 1's problems: a wizard error (said under its field), or a repeated time with no pass chosen, which
 * the summer/winter choice says itself in the shared words of every form (RepeatedHourChoice).
 */
export type TripError = WizardError | 'timeRepeated';

export type TripField =
  | 'pickup'
  | 'destination'
  | 'pickupAddressLine'
  | 'destinationAddressLine'
  | 'date'
  | 'time'
  | 'timePass'
  | 'flightNumber';
export type ContactField = 'name' | 'phone' | 'email';

const fields = bookingRequestSchema.shape;

/** Step 1's rules (SPEC 5), field by field; an empty object means Continue may go on. */
export function tripErrors(
  data: Pick<WizardData, 'pickup' | 'destination' | 'date' | 'time' | 'flightNumber'> &
    Partial<Pick<WizardData, 'pickupAddressLine' | 'destinationAddressLine' | 'timePass'>>,
  now: Date,
  leadTimeHours: number,
): Partial<Record<TripField, TripError>> {
  const errors: Partial<Record<TripField, TripError>> = {};
  if (!data.pickup) errors.pickup = 'pickupRequired';
  if (!data.destination) errors.destination = 'destinationRequired';
  else if (
    data.pickup &&
    Math.abs(data.pickup.lat - data.destination.lat) < 1e-4 &&
    Math.abs(data.pickup.lng - data.destination.lng) < 1e-4
  )
    errors.destination = 'samePlace';
  if (!data.date) errors.date = 'dateRequired';
  else if (data.date < dateValue(now)) errors.date = 'dateInPast';
  if (!data.time) errors.time = 'timeRequired';
  else if (!errors.date) {
    const problem = clockProblem(data.date, data.time, data.timePass ?? null);
    if (problem === 'nonexistent') errors.time = 'timeSkipped';
    // 02:30 on the fall-back night happens twice: the visitor says which (RepeatedHourChoice says it).
    else if (problem === 'repeated') errors.timePass = 'timeRepeated';
  }
  const at = scheduledAt(data.date, data.time, data.timePass ?? null);
  if (!errors.date && !errors.time && at && at.getTime() < now.getTime() + leadTimeHours * 3_600_000)
    errors.time = 'tooSoon';
  // The server's horizon (decision 281), said on the date, which is what is too far.
  if (!errors.date && at && at.getTime() > latestPickup(now).getTime()) errors.date = 'tooFar';
  if (data.flightNumber.trim() && !fields.flight_number.safeParse(data.flightNumber).success)
    errors.flightNumber = 'flightFormat';
  // The server's rule for address lines (at most 200 characters, one clean line), said in the visitor's words.
  if (!fields.pickup_address_line.safeParse(data.pickupAddressLine ?? '').success)
    errors.pickupAddressLine = 'addressLineFormat';
  if (!fields.dropoff_address_line.safeParse(data.destinationAddressLine ?? '').success)
    errors.destinationAddressLine = 'addressLineFormat';
  return errors;
}

/** Step 3's rules (SPEC 5): all required, formats as the server checks them. */
export function contactErrors(
  data: Pick<WizardData, 'name' | 'phone' | 'email'>,
): Partial<Record<ContactField, WizardError>> {
  const errors: Partial<Record<ContactField, WizardError>> = {};
  if (!data.name.trim()) errors.name = 'nameRequired';
  if (!data.phone.trim()) errors.phone = 'phoneRequired';
  else if (!fields.emergency_contact_phone.safeParse(data.phone).success) errors.phone = 'phoneFormat';
  if (!data.email.trim()) errors.email = 'emailRequired';
  else if (!fields.emergency_contact_email.safeParse(data.email).success) errors.email = 'emailFormat';
  return errors;
}

/** Whether step 1's Continue is enabled (SPEC 2): both places picked from the list. */
export const placesChosen = (data: Pick<WizardData, 'pickup' | 'destination'>) =>
  data.pickup !== null && data.destination !== null;
