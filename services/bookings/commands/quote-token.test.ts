import { describe, expect, it } from 'vitest';
import { checkQuoteToken, signQuote, type QuotePayload } from './quote-token';

const SECRET = 'a-secret-that-is-long-enough-for-the-tests-0123456789';
const NOW = new Date('2026-11-23T20:00:00Z');
const QUOTE: QuotePayload = {
  pickup: { address: 'Brussels Airport, 1930 Zaventem, Belgium', lat: 50.8988, lng: 4.4838 },
  dropoff: { address: 'Grand-Place, 1000 Brussels, Belgium', lat: 50.8467, lng: 4.3525 },
  is_round_trip: false,
  distance_km: 14.3,
  duration_minutes: 25,
  route_source: 'estimate',
  vehicles: [['5b1e7c2a-0d4f-4c1e-9a11-0e1a2b3c4d03', 3.5, 50.05]],
  exp: NOW.getTime() + 30 * 60_000,
};

describe('quote token (issue 13)', () => {
  it('given a token the server signed, when checked before expiry, then it carries the quote', () => {
    expect(checkQuoteToken(SECRET, signQuote(SECRET, QUOTE), NOW)).toEqual({ ok: true, quote: QUOTE });
  });

  it('given a token, when checked at or after its expiry, then it is expired', () => {
    const token = signQuote(SECRET, QUOTE);
    expect(checkQuoteToken(SECRET, token, new Date(QUOTE.exp))).toEqual({ ok: false, reason: 'expired' });
  });

  it('given a token whose fare was changed, then it is invalid', () => {
    const [prefix, , mac] = signQuote(SECRET, QUOTE).split('.');
    const cheaper = { ...QUOTE, vehicles: [['5b1e7c2a-0d4f-4c1e-9a11-0e1a2b3c4d03', 3.5, 1.05]] };
    const forged = `${prefix}.${Buffer.from(JSON.stringify(cheaper)).toString('base64url')}.${mac}`;
    expect(checkQuoteToken(SECRET, forged, NOW)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('given a token signed with another secret, or garbage, then it is invalid', () => {
    expect(checkQuoteToken(SECRET, signQuote(`${SECRET}x`, QUOTE), NOW).ok).toBe(false);
    for (const garbage of ['', 'q1', 'q1..', 'q1.e30.AAAA', 'eyJhbGciOiJIUzI1NiJ9.e30.x', 'q1.a.b.c'])
      expect(checkQuoteToken(SECRET, garbage, NOW), garbage).toEqual({ ok: false, reason: 'invalid' });
  });
});
