import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import type { BookingRow } from '@chauffeur/contracts';
import { tooEarlyMessage } from './tooEarly';

/** The key and options asked for, so the test reads which text of which rule in time is shown. */
const t = ((key: string, options?: object) =>
  `${key} ${JSON.stringify(options)}`) as unknown as TFunction<'admin'>;
const booking = { scheduled_time: '2026-06-01T10:00:00.000Z' } as BookingRow;

describe('tooEarlyMessage: by the lifecycle table’s rule in time', () => {
  it('says from when a ride can be started (start window) and a no-show recorded (pickup)', () => {
    expect(tooEarlyMessage('start', booking, 2, t, 'en')).toMatch(/^bookings\.tooEarly\.start .*"count":2/);
    expect(tooEarlyMessage('no_show', booking, 2, t, 'en')).toMatch(/^bookings\.tooEarly\.no_show /);
  });

  it('leaves the server’s message for a step without such a text, a delete, or an unknown window', () => {
    expect(tooEarlyMessage('complete', booking, 2, t, 'en')).toBeNull();
    expect(tooEarlyMessage('cancel', booking, 2, t, 'en')).toBeNull();
    expect(tooEarlyMessage('delete', booking, 2, t, 'en')).toBeNull();
    expect(tooEarlyMessage('start', booking, undefined, t, 'en')).toBeNull();
  });
});
