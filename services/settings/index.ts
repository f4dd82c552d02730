/** Public entry of the settings module: other modules import only from here (lint enforces it). */
export { settingsDecider } from './domain/settings-decider';
export { readSettings, settingsProjection } from './projections/settings-projection';
export { settingsModule } from './module';
export type { SettingsDeps } from './module';
