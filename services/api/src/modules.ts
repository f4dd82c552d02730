import type { FeatureModule } from '@chauffeur/platform';
import { accountsModule, type AccountsDeps } from '../../accounts/index';
import { bookingsModule, upcomingBookingsOfModel, type BookingsDeps } from '../../bookings/index';
import { contactModule, type ContactDeps } from '../../contact/index';
import { contentModule, type ContentDeps } from '../../content/index';
import { dispatchModule, isChauffeurAddress, type DispatchDeps } from '../../dispatch/index';
import { fleetModule, type FleetDeps } from '../../fleet/index';
import { geoModule, type GeoDeps } from '../../geo/index';
import { notificationsModule, type NotificationsDeps } from '../../notifications/index';
import type { PlatformDeps } from '@chauffeur/platform';
import { pricingModule, type PricingDeps } from '../../pricing/index';
import { settingsModule, type SettingsDeps } from '../../settings/index';

/** What the app gives every module: the union of the slices they declare (app.ts builds it once). */
export type ModuleDeps = AccountsDeps &
  BookingsDeps &
  ContactDeps &
  ContentDeps &
  DispatchDeps &
  FleetDeps &
  GeoDeps &
  NotificationsDeps &
  PricingDeps &
  SettingsDeps;

/**
 * Every feature of the product, registered in one place: app.ts registers their routes, the projection
 * runner their read models (all-projections.ts), the event store their events (event-catalogue.ts), the
 * mail reactor their mail reactions (all-reactions.ts). A new module is one line here. The order is the order
 * the read models have always been listed in (status pages and the CLI show them so).
 */
export const modules: readonly FeatureModule<ModuleDeps>[] = [
  fleetModule,
  contentModule,
  accountsModule,
  bookingsModule,
  notificationsModule,
  settingsModule,
  contactModule,
  geoModule,
  dispatchModule,
  pricingModule,
];

/**
 * What one module asks of another that imports it, handed in here rather than imported back, so that no two
 * modules import each other (decisions 261, 268):
 * - accounts asks dispatch whether a chauffeur has an address (decision 255), while dispatch imports
 *   accounts to invite a chauffeur's account;
 * - the fleet asks bookings which upcoming bookings use a model before removing it (decision 251), while
 *   bookings imports the fleet to price rides and claim cars.
 */
export const modulePorts = (deps: Pick<PlatformDeps, 'readStore'>) => ({
  isChauffeurAddress: (email: string) => isChauffeurAddress(deps.readStore, email),
  upcomingBookingsOfModel: (vehicleId: string, now: Date) =>
    upcomingBookingsOfModel(deps.readStore, vehicleId, now),
});
