import type { EventDefinition } from './registry';
import { vehicleEvents } from '../vehicles/events';
import { accountEvents } from '../accounts/events';
import { contentEvents } from '../content/events';
import { blogEvents } from '../blog/events';
import { contactEvents } from '../contact/contact-message';
import { newsletterEvents } from '../newsletter/newsletter';
import { bookingEvents } from '../bookings/events';
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
