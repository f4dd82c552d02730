import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  brusselsLocal,
  chosenInstant,
  instantOfBrusselsLocal,
  instantOfWallTime,
  instantsOfWallTime,
  passOf,
  utcOffsetMinutes,
  wallTimeOf,
  type ClockPass,
} from './brussels-time';

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

  describe('a form asks which pass of the repeated hour is meant (decision 240)', () => {
    const chosen = (date: string, time: string, pass: ClockPass | null | undefined) => {
      const result = chosenInstant({ date, time }, pass);
      return result.ok ? result.instant.toISOString() : result.problem;
    };

    it('given 02:30 on 2026-10-25, when nobody chose a pass, then the form is told it is repeated', () => {
      expect(chosen('2026-10-25', '02:30', null)).toBe('repeated');
    });
    it('given 02:30 on 2026-10-25, when the pass is undefined or not a pass at all, then it is not chosen either', () => {
      // Not winter time taken silently (decision 240): a state stored before the question, a stray value.
      expect(chosen('2026-10-25', '02:30', undefined)).toBe('repeated');
      expect(chosen('2026-10-25', '02:30', 'winter' as unknown as ClockPass)).toBe('repeated');
      expect(chosen('2026-10-25', '02:30', '' as unknown as ClockPass)).toBe('repeated');
    });
    it('given 02:30 on 2026-10-25, when summer or winter time is chosen, then that instant is meant', () => {
      expect(chosen('2026-10-25', '02:30', 'earlier')).toBe('2026-10-25T00:30:00.000Z');
      expect(chosen('2026-10-25', '02:30', 'later')).toBe('2026-10-25T01:30:00.000Z');
      expect(utcOffsetMinutes('2026-10-25T00:30:00Z')).toBe(120);
      expect(utcOffsetMinutes('2026-10-25T01:30:00Z')).toBe(60);
    });
    it('given a time that happens once, when a pass is given or not, then it is that one instant', () => {
      for (const pass of [null, 'earlier', 'later'] as const) {
        expect(chosen('2026-10-25', '01:59', pass)).toBe('2026-10-24T23:59:00.000Z');
        expect(chosen('2026-10-25', '03:00', pass)).toBe('2026-10-25T02:00:00.000Z');
      }
    });
    it('given the skipped hour or no time at all, when a pass is given, then it is still refused', () => {
      expect(chosen('2026-03-29', '02:30', 'earlier')).toBe('nonexistent');
      expect(chosen('2026-03-29', '02:30', null)).toBe('nonexistent');
      expect(chosen('2026-02-30', '10:00', 'later')).toBe('invalid');
    });
    it('given an instant, when its pass is asked, then only the repeated hour has one', () => {
      expect(passOf('2026-10-25T00:30:00Z')).toBe('earlier');
      expect(passOf('2026-10-25T01:30:00Z')).toBe('later');
      expect(passOf('2026-10-25T01:30:42.5Z')).toBe('later');
      expect(passOf('2026-10-25T02:30:00Z')).toBeNull();
      expect(passOf('2026-07-15T08:00:00Z')).toBeNull();
    });

    it('property: every minute of 2025–2027 is the instant its wall time and its pass name', () => {
      const start = Date.UTC(2025, 0, 1);
      const end = Date.UTC(2028, 0, 1);
      // Half the runs inside the three fall-back nights, where the two passes differ.
      const nights = [Date.UTC(2025, 9, 26, 0), Date.UTC(2026, 9, 25, 0), Date.UTC(2027, 9, 31, 0)];
      const minute = fc.oneof(
        fc.integer({ min: 0, max: (end - start) / 60_000 - 1 }).map((m) => start + m * 60_000),
        fc
          .tuple(fc.constantFrom(...nights), fc.integer({ min: 0, max: 119 }))
          .map(([night, m]) => night + m * 60_000),
      );
      fc.assert(
        fc.property(minute, (at) => {
          const result = chosenInstant(wallTimeOf(at), passOf(at));
          expect(result).toEqual({ ok: true, instant: new Date(at) });
        }),
        { numRuns: 3000 },
      );
    });

    it('property: a wall time is repeated exactly on the last Sunday of October from 02:00 to 02:59', () => {
      const lastSundayOfOctober = (year: number) => {
        const day = new Date(Date.UTC(year, 9, 31));
        return 31 - day.getUTCDay();
      };
      fc.assert(
        fc.property(
          fc.integer({ min: 2020, max: 2035 }),
          fc.integer({ min: 20, max: 31 }),
          fc.integer({ min: 0, max: 23 }),
          fc.integer({ min: 0, max: 59 }),
          (year, day, hour, min) => {
            const pad = (n: number) => String(n).padStart(2, '0');
            const wall = { date: `${year}-10-${pad(day)}`, time: `${pad(hour)}:${pad(min)}` };
            const repeated = day === lastSundayOfOctober(year) && hour === 2;
            expect(instantsOfWallTime(wall)).toHaveLength(repeated ? 2 : 1);
            expect(chosenInstant(wall, null).ok).toBe(!repeated);
          },
        ),
        { numRuns: 2000 },
      );
    });
  });
});
