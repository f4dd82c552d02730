import { DEFAULT_SETTINGS, SETTINGS_ID, type Settings } from '@chauffeur/contracts';
import { on, projectionOf } from '@chauffeur/projections';
import type { Doc, ReadStore } from '@chauffeur/projections';
import { SettingChanged } from '../events';

export const SYSTEM_SETTINGS = 'system_settings';

/** The single system_settings record (SPEC 3): the defaults with every change applied. */
export const settingsProjection = projectionOf({
  name: 'system_settings',
  model: 'settings',
  collections: [SYSTEM_SETTINGS],
  handlers: [
    on(SettingChanged, ({ field, value }, event) => {
      const { [field]: _changed, ...untouchedDefaults } = DEFAULT_SETTINGS;
      return [
        {
          kind: 'upsert',
          collection: SYSTEM_SETTINGS,
          id: SETTINGS_ID,
          update: {
            $set: { [field]: value, revision: Number(event.revision), updated_at: event.metadata.occurredAt },
            $setOnInsert: { id: SETTINGS_ID, ...untouchedDefaults },
          },
        },
      ];
    }),
  ],
});

/** The settings as the admin and the booking rules read them; the defaults until something was changed. */
export async function readSettings(store: ReadStore): Promise<Settings> {
  const doc = await store.collection<Doc & Settings>(SYSTEM_SETTINGS).findOne({ _id: SETTINGS_ID });
  if (!doc) return { id: SETTINGS_ID, ...DEFAULT_SETTINGS, revision: -1, updated_at: null };
  const { _id, _pos, ...settings } = doc as Doc & Settings & { _pos?: unknown };
  // A record written before a setting existed (issue 17's buffers) reads that setting's default.
  return { ...DEFAULT_SETTINGS, ...settings };
}
