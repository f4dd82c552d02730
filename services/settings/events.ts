import { z } from 'zod';
import {
  DEFAULT_SETTINGS,
  SETTINGS_FIELDS,
  SETTINGS_STREAM,
  defineEvent,
  type SettingsField,
} from '@chauffeur/contracts';

/* The settings' one event: a change of one field of the system settings record. */

export const SettingChanged = defineEvent({
  type: 'SettingChanged',
  streamPrefix: SETTINGS_STREAM,
  version: 1,
  description: 'An admin changed one field of the system settings.',
  schema: z.object({
    field: z.enum(SETTINGS_FIELDS as [SettingsField, ...SettingsField[]]),
    value: z.union([z.string(), z.number(), z.boolean()]),
  }),
  // The history shows "lead time: 24 → 48" (from the defaults the first time), not "value: 24 → 48".
  audit: { changes: ({ field, value }) => ({ [field]: value }), initial: DEFAULT_SETTINGS },
});
export type SettingChangedData = z.infer<typeof SettingChanged.schema>;
export const settingsEvents = [SettingChanged] as const;
