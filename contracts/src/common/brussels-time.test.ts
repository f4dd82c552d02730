import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { brusselsLocal, instantOfBrusselsLocal, instantOfWallTime, wallTimeOf } from './brussels-time';

const instant = (date: string, time: string, zone?: string) => {
  const result = instantOfWallTime({ date, time }, zone);
  return result.ok ? result.instant.toISOString() : result.problem;
};

describe('Brussels wall time <-> instant', () => {
  it('reads 10:00 as Brussels time in winter (UTC+1) and summer (UTC+2)', () => {
    expect(instant('2026-01-15', '10:00')).toBe('2026-01-15T09:00:00.000Z');
    expect(instant('2026-07-15', '10:00')).toBe('2026-07-15T08:00:00.000Z');
  });

  it('shows an instant as the Brussels clock reads it', () => {
    expect(wallTimeOf('2026-01-15T09:00:00Z')).toEqual({ date: '2026-01-15', time: '10:00' });
    expect(wallTimeOf('2026-07-15T22:30:00Z')).toEqual({ date: '2026-07-16', time: '00:30' });
    expect(brusselsLocal('2026-07-15T08:00:00Z')).toBe('2026-07-15T10:00');
  });

  describe('spring forward, Sunday 2026-03-29 (02:00 becomes 03:00)', () => {
    it('refuses a time the clocks skip', () => {
      expect(instant('2026-03-29', '02:00')).toBe('nonexistent');
      expect(instant('2026-03-29', '02:30')).toBe('nonexistent');
      expect(instant('2026-03-29', '02:59')).toBe('nonexistent');
    });
    it('takes the winter offset just before and the summer offset from 03:00', () => {
      expect(instant('2026-03-29', '01:59')).toBe('2026-03-29T00:59:00.000Z');
      expect(instant('2026-03-29', '03:00')).toBe('2026-03-29T01:00:00.000Z');
      expect(instant('2026-03-29', '10:00')).toBe('2026-03-29T08:00:00.000Z');
    });
  });

  describe('fall back, Sunday 2026-10-25 (03:00 becomes 02:00)', () => {
    it('takes the first 02:30 of the night (summer time) and says it was ambiguous', () => {
      expect(instantOfWallTime({ date: '2026-10-25', time: '02:30' })).toEqual({
        ok: true,
        instant: new Date('2026-10-25T00:30:00.000Z'),
        ambiguous: true,
      });
      expect(instant('2026-10-25', '02:00')).toBe('2026-10-25T00:00:00.000Z');
      expect(instant('2026-10-25', '02:59')).toBe('2026-10-25T00:59:00.000Z');
    });
    it('is unambiguous on either side', () => {
      expect(instantOfWallTime({ date: '2026-10-25', time: '01:59' })).toMatchObject({ ambiguous: false });
      expect(instant('2026-10-25', '01:59')).toBe('2026-10-24T23:59:00.000Z');
      expect(instant('2026-10-25', '03:00')).toBe('2026-10-25T02:00:00.000Z');
      expect(instant('2026-10-25', '10:00')).toBe('2026-10-25T09:00:00.000Z');
    });
    it('reads both instants of 02:30 back as 02:30', () => {
      expect(wallTimeOf('2026-10-25T00:30:00Z').time).toBe('02:30');
      expect(wallTimeOf('2026-10-25T01:30:00Z').time).toBe('02:30');
    });
  });

  it('refuses what is no date or time', () => {
    for (const [date, time] of [
      ['2026-02-30', '10:00'],
      ['2026-13-01', '10:00'],
      ['2026-01-15', '24:00'],
      ['2026-01-15', '10:60'],
      ['2026-1-15', '10:00'],
      ['', ''],
    ] as const)
      expect(instant(date, time)).toBe('invalid');
    expect(instantOfBrusselsLocal('2026-01-15T10:00')).toMatchObject({ ok: true });
    expect(instantOfBrusselsLocal('2026-01-15 10:00')).toEqual({ ok: false, problem: 'invalid' });
  });

  it('does not depend on the time zone of the machine', () => {
    const saved = process.env.TZ;
    try {
      for (const zone of ['America/New_York', 'Asia/Tokyo', 'Europe/London', 'UTC']) {
        process.env.TZ = zone;
        expect(new Date(2026, 0, 15, 10).getTimezoneOffset()).not.toBe(-60); // the zone did change
        expect(instant('2026-01-15', '10:00')).toBe('2026-01-15T09:00:00.000Z');
        expect(wallTimeOf('2026-01-15T09:00:00Z')).toEqual({ date: '2026-01-15', time: '10:00' });
      }
    } finally {
      process.env.TZ = saved;
    }
  });

  it('works for another zone when told (New York changes on other days)', () => {
    expect(instant('2026-03-08', '02:30', 'America/New_York')).toBe('nonexistent');
    expect(instant('2026-03-29', '02:30', 'America/New_York')).toBe('2026-03-29T06:30:00.000Z');
  });

  it('round-trips every minute of 2025–2027 except the skipped and repeated hours', () => {
    const start = Date.UTC(2025, 0, 1);
    const end = Date.UTC(2028, 0, 1);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: (end - start) / 60_000 }), (minutes) => {
        const at = start + minutes * 60_000;
        const wall = wallTimeOf(at);
        const back = instantOfWallTime(wall);
        expect(back.ok).toBe(true);
        if (!back.ok) return;
        // The repeated hour: the second pass reads back as the first, one hour earlier.
        if (back.ambiguous) expect([0, 3_600_000]).toContain(at - back.instant.getTime());
        else expect(back.instant.getTime()).toBe(at);
      }),
      { numRuns: 2000 },
    );
  });
});
