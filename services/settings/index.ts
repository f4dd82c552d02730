/** Public entry of the settings module: other modules import only from here (lint enforces it). */
export { settingsDecider } from './domain/settings-decider';
export { adminSettingsRoutes } from './http/admin-settings';
export { readSettings, settingsProjection } from './projections/settings-projection';
export * from './events';
