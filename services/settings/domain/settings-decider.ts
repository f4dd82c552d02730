import { DEFAULT_SETTINGS, type SettingsField, type SettingsValues } from '@chauffeur/contracts';
import type { Decider } from '@chauffeur/platform';
import type { SettingChangedData } from '../events';

export type SettingsCommand = {
  type: 'ChangeSetting';
  field: SettingsField;
  value: SettingsValues[SettingsField];
};
export type SettingsEvent = { type: 'SettingChanged'; data: SettingChangedData };
export type SettingsState = SettingsValues;

/** The system settings: defaults until changed, one field per change (SPEC 7). */
export const settingsDecider: Decider<SettingsCommand, SettingsEvent, SettingsState> = {
  initialState: DEFAULT_SETTINGS,
  decide(command, state) {
    // Setting a field to the value it has records nothing.
    if (state[command.field] === command.value) return [];
    return [{ type: 'SettingChanged', data: { field: command.field, value: command.value } }];
  },
  evolve(state, event) {
    return { ...state, [event.data.field]: event.data.value };
  },
};
