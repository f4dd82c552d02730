import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '@chauffeur/contracts';
import { fold } from '@chauffeur/platform';
import { settingsDecider, type SettingsEvent } from './settings-decider';

describe('settings decider', () => {
  it('starts from the SPEC 3 defaults', () => {
    expect(fold(settingsDecider, [])).toEqual(DEFAULT_SETTINGS);
    expect(DEFAULT_SETTINGS.booking_lead_time_hours).toBe(24);
  });

  it('changes one field per command and records nothing for the same value', () => {
    const state = fold(settingsDecider, []);
    expect(
      settingsDecider.decide({ type: 'ChangeSetting', field: 'booking_lead_time_hours', value: 2 }, state),
    ).toEqual([{ type: 'SettingChanged', data: { field: 'booking_lead_time_hours', value: 2 } }]);
    expect(
      settingsDecider.decide({ type: 'ChangeSetting', field: 'maintenance_mode', value: false }, state),
    ).toEqual([]);
  });

  it('folds changes over the defaults', () => {
    const events: SettingsEvent[] = [
      { type: 'SettingChanged', data: { field: 'default_currency', value: 'GBP' } },
      { type: 'SettingChanged', data: { field: 'enable_automatic_booking_confirmation', value: true } },
    ];
    expect(fold(settingsDecider, events)).toEqual({
      ...DEFAULT_SETTINGS,
      default_currency: 'GBP',
      enable_automatic_booking_confirmation: true,
    });
  });
});
