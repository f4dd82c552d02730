import { composeCatalogue, type EventCatalogue } from '@chauffeur/contracts';
import { accountEvents } from '../../accounts/index';
import { bookingEvents } from '../../bookings/index';
import { contactEvents, newsletterEvents } from '../../contact/index';
import { blogEvents, contentEvents } from '../../content/index';
import { vehicleEvents } from '../../fleet/index';
import { notificationEvents } from '../../notifications/index';
import { settingsEvents } from '../../settings/index';

/**
 * Every event type the system stores, composed from the modules' event lists (each module holds its own,
 * in `services/<module>/events.ts`). New families add their list here. The order is the order of
 * docs/events.md. The event store is opened with it: it validates every append and upcasts every read.
 */
export const eventCatalogue: EventCatalogue = composeCatalogue([
  vehicleEvents,
  accountEvents,
  contentEvents,
  blogEvents,
  contactEvents,
  newsletterEvents,
  bookingEvents,
  settingsEvents,
  notificationEvents,
]);
