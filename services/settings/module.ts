import type { FeatureModule, PlatformDeps } from '@chauffeur/platform';
import { settingsEvents } from './events';
import { adminSettingsRoutes } from './http/admin-settings';
import { settingsProjection } from './projections/settings-projection';

/** What the settings' routes are given (their plugin options). */
export type SettingsDeps = PlatformDeps;

/** The company's settings (lead time, start window…), changed by the admin one at a time. */
export const settingsModule: FeatureModule<SettingsDeps> = {
  name: 'settings',
  adminRoutes: adminSettingsRoutes,
  projections: [settingsProjection],
  events: settingsEvents,
};
