/** Public entry of the settings module: other modules import only from here (lint enforces it). */
// Events first: other modules consume them while importing this one (import cycles see them bound).
export * from './events';
export { settingsDecider } from './domain/settings-decider';
export { readSettings, settingsProjection } from './projections/settings-projection';
export { settingsModule } from './module';
export type { SettingsDeps } from './module';
