import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatBrussels } from './brussels-format';
import { formatBrusselsDate, intlLocale } from './brussels-formats';
import { passOf, utcOffsetLabel, wallTimeOf } from './brussels-time';

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
      expect(formatBrussels('2026-11-21T10:05:00Z', 'en', 'dateTime')).toBe('21 Nov 2026, 11:05');
      expect(formatBrussels('2026-11-21T10:05:07Z', 'fr', 'dateTimeSeconds')).toBe('21 nov. 2026, 11:05:07');
      expect(formatBrussels('2026-07-15T22:30:00Z', 'fr', 'clock')).toBe('00:30');
      expect(formatBrussels('2026-07-15T22:30:00Z', 'en', 'date')).toBe('16 Jul 2026');
      expect(formatBrusselsDate('2026-07-15T22:30:00Z', 'fr', 'longDate')).toBe('16 juillet 2026');
    });
  });

  it('given the repeated hour of 2026-10-25, when either pass is shown, then its offset tells them apart', () => {
    expect(formatBrussels('2026-10-25T00:30:00Z', 'fr', 'clock')).toBe('02:30 UTC+2');
    expect(formatBrussels('2026-10-25T01:30:00Z', 'fr', 'clock')).toBe('02:30 UTC+1');
    expect(formatBrussels('2026-10-25T01:30:00Z', 'en', 'dateTime')).toBe('25 Oct 2026, 02:30 UTC+1');
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

describe('English as a Brussels company writes it: day before month, 24-hour clock (decision 249)', () => {
  it('given an English page, when a pickup is shown, then it reads as the English e-mail does', () => {
    // 2026-11-29 14:15Z is 15:15 in Brussels (winter time).
    expect(formatBrussels('2026-11-29T14:15:00Z', 'en', 'fullDateTime')).toBe(
      'Sunday, 29 November 2026 at 15:15',
    );
    expect(formatBrussels('2026-11-29T14:15:00Z', 'en', 'time')).toBe('15:15');
    expect(formatBrussels('2026-11-29T14:15:00Z', 'en', 'dateTime')).toBe('29 Nov 2026, 15:15');
    expect(formatBrussels('2026-11-29T14:15:00Z', 'en', 'weekdayDateTime')).toBe('Sun 29 Nov, 15:15');
    expect(formatBrusselsDate('2026-11-01T10:00:00Z', 'en', 'longDate')).toBe('1 November 2026');
  });

  it('one table maps each site language to its locale; a locale passes through', () => {
    expect(['en', 'nl', 'fr', 'de'].map(intlLocale)).toEqual(['en-GB', 'nl-BE', 'fr-BE', 'de-BE']);
    expect(intlLocale('en-GB')).toBe('en-GB');
  });
});

describe("the repeated hour says its offset as UTC+n in every language, in the column's date shape", () => {
  const summer = '2027-10-31T00:30:00Z';
  const winter = '2027-10-31T01:30:00Z';

  it.each([
    ['en', '31 Oct 2027, 02:30 UTC+2', '31 Oct 2027, 02:30 UTC+1', '3 Dec 2026, 10:00'],
    ['nl', '31 okt 2027, 02:30 UTC+2', '31 okt 2027, 02:30 UTC+1', '3 dec 2026, 10:00'],
    ['fr', '31 oct. 2027, 02:30 UTC+2', '31 oct. 2027, 02:30 UTC+1', '3 déc. 2026, 10:00'],
    ['de', '31.10.2027, 02:30 UTC+2', '31.10.2027, 02:30 UTC+1', '03.12.2026, 10:00'],
  ])(
    '%s: a list row in either pass, and another row of the same column',
    (language, first, second, other) => {
      expect(formatBrussels(summer, language, 'dateTime')).toBe(first);
      expect(formatBrussels(winter, language, 'dateTime')).toBe(second);
      expect(formatBrussels('2026-12-03T09:00:00Z', language, 'dateTime')).toBe(other);
    },
  );

  it('a notification and a clock say it the same way', () => {
    expect(formatBrussels(winter, 'nl', 'weekdayDateTime')).toBe('zo 31 okt, 02:30 UTC+1');
    expect(formatBrussels(winter, 'de', 'weekdayDateTime')).toBe('So., 31. Okt., 02:30 UTC+1');
    expect(formatBrussels(summer, 'en', 'fullDateTime')).toBe('Sunday, 31 October 2027 at 02:30 UTC+2');
    expect(formatBrussels(winter, 'de', 'dateTimeSeconds')).toBe('31.10.2027, 02:30:00 UTC+1');
  });

  it("the label is the one the repeated hour's choice uses", () => {
    expect([120, 60, 330, -180].map(utcOffsetLabel)).toEqual(['UTC+2', 'UTC+1', 'UTC+5:30', 'UTC-3']);
  });
});

describe('formatBrussels: the offset exactly in the repeated hour', () => {
  it('says it for every instant whose Brussels time happens twice, and for no other (2020–2040)', () => {
    for (let year = 2020; year <= 2040; year += 1)
      for (let at = Date.UTC(year, 9, 20); at < Date.UTC(year, 10, 2); at += 15 * 60_000) {
        const instant = new Date(at);
        expect(/UTC\+/.test(formatBrussels(instant, 'en', 'dateTime')), instant.toISOString()).toBe(
          passOf(instant) !== null,
        );
      }
  });
});
