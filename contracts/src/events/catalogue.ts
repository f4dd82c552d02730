import type { EventDefinition } from './registry';
import { vehicleEvents } from '../vehicles/events';
import { accountEvents } from '../accounts/events';
import { contentEvents } from '../content/events';
import { blogEvents } from '../blog/events';
import { contactEvents } from '../contact/contact-message';
import { newsletterEvents } from '../newsletter/newsletter';
// The bookings module holds its events; the catalogue reads them from there until it is built from the
// modules (see services/bookings/events.ts for why that file imports no public entry).
import { bookingEvents } from '../../../services/bookings/events';
import { settingsEvents } from '../settings/settings';
import { notificationEvents } from '../notifications/events';

/** Every event family the system stores. New families add their list here. */
const EVENT_FAMILIES: readonly (readonly EventDefinition[])[] = [
  vehicleEvents,
  accountEvents,
  contentEvents,
  blogEvents,
  contactEvents,
  newsletterEvents,
  bookingEvents,
  settingsEvents,
  notificationEvents,
];

/** Every event type the system stores, by name. */
export const eventCatalogue: ReadonlyMap<string, EventDefinition> = new Map(
  EVENT_FAMILIES.flat().map((definition) => [definition.type, definition]),
);
