import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatBrussels } from './brussels-format';
import { formatBrusselsDate } from './brussels-formats';
import { passOf, wallTimeOf } from './brussels-time';

const inZone = <T>(zone: string, work: () => T): T => {
  const saved = process.env.TZ;
  process.env.TZ = zone;
  try {
    return work();
  } finally {
    process.env.TZ = saved;
  }
};

describe('formatBrussels: every instant on the Brussels clock (decision 239)', () => {
  it('given a machine in New York, when a timestamp is shown, then it reads the Brussels clock', () => {
    inZone('America/New_York', () => {
      expect(formatBrussels('2026-11-21T10:05:00Z', 'en', 'dateTime')).toMatch(/^Nov 21, 2026, 11:05\sAM$/);
      expect(formatBrussels('2026-11-21T10:05:07Z', 'fr', 'dateTimeSeconds')).toBe('21 nov. 2026, 11:05:07');
      expect(formatBrussels('2026-07-15T22:30:00Z', 'fr', 'clock')).toBe('00:30');
      expect(formatBrussels('2026-07-15T22:30:00Z', 'en', 'date')).toBe('Jul 16, 2026');
      expect(formatBrusselsDate('2026-07-15T22:30:00Z', 'fr', 'longDate')).toBe('16 juillet 2026');
    });
  });

  it('given the repeated hour of 2026-10-25, when either pass is shown, then its offset tells them apart', () => {
    expect(formatBrussels('2026-10-25T00:30:00Z', 'fr', 'clock')).toBe('02:30 UTC+2');
    expect(formatBrussels('2026-10-25T01:30:00Z', 'fr', 'clock')).toBe('02:30 UTC+1');
    expect(formatBrussels('2026-10-25T01:30:00Z', 'en', 'dateTime')).toMatch(
      /^Oct 25, 2026, 2:30\sAM GMT\+1$/,
    );
    // Outside that hour, and for a date alone, nothing is added.
    expect(formatBrussels('2026-10-25T02:30:00Z', 'fr', 'clock')).toBe('03:30');
    expect(formatBrussels('2026-10-25T01:30:00Z', 'fr', 'date')).toBe('25 oct. 2026');
  });

  it('property: the clock shown is the Brussels wall time, in any zone of the machine', () => {
    const start = Date.UTC(2025, 0, 1);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 3 * 525_600 }),
        fc.constantFrom('America/New_York', 'Asia/Tokyo', 'UTC', 'Europe/Brussels'),
        (minutes, zone) => {
          const at = start + minutes * 60_000;
          const shown = inZone(zone, () => formatBrussels(at, 'fr', 'clock'));
          expect(shown.slice(0, 5)).toBe(wallTimeOf(at).time);
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('formatBrussels: the offset exactly in the repeated hour', () => {
  it('says it for every instant whose Brussels time happens twice, and for no other (2020–2040)', () => {
    for (let year = 2020; year <= 2040; year += 1)
      for (let at = Date.UTC(year, 9, 20); at < Date.UTC(year, 10, 2); at += 15 * 60_000) {
        const instant = new Date(at);
        expect(/GMT/.test(formatBrussels(instant, 'en-GB', 'dateTime')), instant.toISOString()).toBe(
          passOf(instant) !== null,
        );
      }
  });
});
