import {
  SETTINGS_STREAM,
  applyBookingChange,
  assignedCarSchema,
  assignedChauffeurSchema,
  bookingChangedDataSchema,
  bookingRequestedDataSchema,
  bookingStream,
  chauffeurStream,
  isEvent,
  type BookingRequestedData,
  type SettingsValues,
} from '@chauffeur/contracts';
import type { EventStore, RecordedEvent } from '@chauffeur/eventstore';
import { UnmailableEvent, fold } from '@chauffeur/platform';
import { z } from 'zod';
import { SettingChanged, settingsDecider } from '../../settings/index';
import type { ChauffeurForMail } from './templates/customer-mails';

/*
 * What an e-mail says is read from the log as it stood at the event that causes it: a mail sent late, or
 * again after a crash, says what it would have said on time.
 */

type Store = Pick<EventStore, 'readStream'>;

const bookingIdSchema = z.object({ booking_id: z.string() });

/**
 * The settings as they were when the booking was made: the currency its fare was shown in, the address the
 * company had set.
 */
export async function settingsAt(eventStore: Store, position: bigint): Promise<SettingsValues> {
  const events = await eventStore.readStream(SETTINGS_STREAM);
  return fold(
    settingsDecider,
    events
      .filter((event) => event.position <= position)
      .filter((event) => isEvent(SettingChanged, event))
      .map((event) => ({ type: 'SettingChanged' as const, data: event.data })),
  );
}

export interface BookingAtEvent {
  booking: BookingRequestedData;
  /** The request's position (the settings then). */
  position: bigint;
  /** The booking's stream up to and including the event (the chauffeur's assignment is read from it). */
  history: RecordedEvent[];
  /** The whole stream as it is now (the reminder checks the ride is still on). */
  stream: RecordedEvent[];
}

/**
 * The booking as it stood at this event: its BookingRequested (the event itself, or the first of its stream)
 * with the changes made up to the event laid over (issue 17), so a confirmation sent after a change, or the
 * change's own e-mail, shows the ride as it then was.
 */
export async function bookingAt(eventStore: Store, event: RecordedEvent): Promise<BookingAtEvent> {
  if (event.type === 'BookingRequested')
    return { booking: parseRequest(event), position: event.position, history: [event], stream: [event] };
  const parsed = bookingIdSchema.safeParse(event.data);
  if (!parsed.success) throw new UnmailableEvent(`${event.type} at ${event.position} has no booking_id`);
  const events = await eventStore.readStream(bookingStream(parsed.data.booking_id));
  const [first] = events;
  if (first?.type !== 'BookingRequested')
    throw new UnmailableEvent(`booking ${parsed.data.booking_id} has no BookingRequested`);
  // By position, not revision: the reminder's event lives in another stream (events.ts).
  const history = events.filter((later) => later.position <= event.position);
  let booking = parseRequest(first);
  for (const later of history) {
    if (later.type !== 'BookingChanged') continue;
    const change = bookingChangedDataSchema.safeParse(later.data);
    if (!change.success) throw new UnmailableEvent(`BookingChanged at ${later.position} is malformed`);
    booking = applyBookingChange(booking, change.data);
  }
  return { booking, position: first.position, history, stream: events };
}

function parseRequest(event: RecordedEvent): BookingRequestedData {
  const parsed = bookingRequestedDataSchema.safeParse(event.data);
  if (!parsed.success)
    throw new UnmailableEvent(`BookingRequested at ${event.position} is malformed: ${parsed.error.message}`);
  return parsed.data;
}

// The assignment events of the dispatch module (its events.ts), read by shape: a module imports another
// only through its index, and these few fields are all a mail needs.
const chauffeurAssigned = z.object({ chauffeur: assignedChauffeurSchema });
const carAssigned = z.object({ car: assignedCarSchema });
const chauffeurRecord = z.object({ phone: z.string() });

/**
 * Who drives the booking at the end of `history` (its last ChauffeurAssigned not undone), with the phone
 * the chauffeur's record had at position `until` (the mail's event) and the car assigned then, if any. The customer sees the first name only.
 */
export async function chauffeurAt(
  eventStore: Store,
  { booking, history }: BookingAtEvent,
  until: bigint,
): Promise<ChauffeurForMail | null> {
  let chauffeur: z.infer<typeof assignedChauffeurSchema> | null = null;
  let car: z.infer<typeof assignedCarSchema> | null = null;
  for (const event of history) {
    if (event.type === 'ChauffeurAssigned') chauffeur = chauffeurAssigned.parse(event.data).chauffeur;
    else if (event.type === 'ChauffeurUnassigned') chauffeur = null;
    else if (event.type === 'CarAssigned') car = carAssigned.parse(event.data).car;
    else if (event.type === 'CarUnassigned') car = null;
  }
  if (!chauffeur) return null;
  let phone: string | null = null;
  for (const event of await eventStore.readStream(chauffeurStream(chauffeur.id))) {
    if (event.position > until) break;
    const record = chauffeurRecord.safeParse(event.data);
    if (record.success) phone = record.data.phone;
  }
  return {
    firstName: chauffeur.name.trim().split(/\s+/)[0] ?? chauffeur.name,
    phone,
    car: car ? { model: booking.vehicle.name, colour: car.colour, plate: car.plate } : null,
  };
}
