import { describe, expect, it } from 'vitest';
import { formatMoney } from './format';
import { formatDate, formatNumber, formatRating } from './intl';

/**
 * What an English page shows: day before month, as the English e-mails and a Brussels company write it
 * (decision 249), while amounts and numbers keep the English point and comma.
 */
describe('English formats as en-GB', () => {
  it('writes a date day first: the legal pages\' "Last updated", a review, a blog post', () => {
    expect(formatDate('2026-11-01', 'en')).toBe('1 November 2026');
    expect(formatDate('2026-03-02T08:00:00Z', 'en')).toBe('2 March 2026');
  });

  it('keeps a calendar day that day in any zone of the device', () => {
    const saved = process.env.TZ;
    try {
      for (const zone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago', 'UTC']) {
        process.env.TZ = zone;
        expect(formatDate('2026-11-01', 'fr')).toBe('1 novembre 2026');
      }
    } finally {
      if (saved === undefined) delete process.env.TZ;
      else process.env.TZ = saved;
    }
  });

  it('writes money and numbers the English way', () => {
    expect(formatMoney(1234.5, 'en', 'EUR')).toBe('€1,234.50');
    expect(formatNumber(12000, 'en')).toBe('12,000');
    expect(formatRating(4.7, 'en')).toBe('4.7');
  });

  it('leaves the other languages theirs', () => {
    expect(formatMoney(1234.5, 'nl', 'EUR')).toMatch(/^€\s1\.234,50$/);
    expect(formatMoney(1234.5, 'fr', 'EUR')).toMatch(/^1\s234,50\s€$/);
    expect(formatMoney(1234.5, 'de', 'EUR')).toMatch(/^1\.234,50\s€$/);
    expect(formatDate('2026-11-01', 'de')).toBe('1. November 2026');
  });
});
