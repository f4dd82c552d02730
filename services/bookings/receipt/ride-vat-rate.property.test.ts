import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, SETTINGS_STREAM, type SettingsField } from '@chauffeur/contracts';
import type { RecordedEvent } from '@chauffeur/eventstore';
import { settingsBefore } from './ride-vat-rate';

/** A settings change as the log holds it, at a global position. */
const change = (position: bigint, field: SettingsField, value: number): RecordedEvent => ({
  id: `e${position}`,
  stream: SETTINGS_STREAM,
  type: 'SettingChanged',
  revision: position,
  position,
  data: { field, value },
  metadata: {} as RecordedEvent['metadata'],
  recordedAt: new Date(0),
});

/**
 * Decision 233: a completion stored without a rate takes the rate of the settings just before it in the log.
 * Against the plain reading of a history: the last VAT change written before the completion's position, or
 * the default (6 %) when none was; other fields' changes and every change after it never count.
 */
describe('the VAT rate of a completion stored before decision 232', () => {
  it('is the last rate set before its position in the log, whatever came after', () => {
    const changes = fc.array(
      fc.record({
        gap: fc.integer({ min: 1, max: 5 }),
        vat: fc.boolean(),
        value: fc.integer({ min: 0, max: 50 }),
      }),
      { maxLength: 20 },
    );
    fc.assert(
      fc.property(changes, fc.integer({ min: 0, max: 120 }), (steps, completionAt) => {
        let position = 0n;
        const log = steps.map(({ gap, vat, value }) => {
          position += BigInt(gap);
          return change(position, vat ? 'vat_rate_percent' : 'booking_lead_time_hours', value);
        });
        const completion = BigInt(completionAt);
        const expected = log
          .filter(
            (e) => e.position < completion && (e.data as { field: string }).field === 'vat_rate_percent',
          )
          .at(-1)?.data as { value: number } | undefined;
        expect(settingsBefore(log, completion).vat_rate_percent).toBe(
          expected?.value ?? DEFAULT_SETTINGS.vat_rate_percent,
        );
      }),
    );
  });
});
