import { describe, expect, it } from 'vitest';
import { ManageTokens, manageCalendarUrl, manageUrl } from './manage-token';

describe('manage link tokens', () => {
  const tokens = new ManageTokens('server-secret-server-secret-server-secret');

  it('reads back the booking a token was made for', () => {
    expect(tokens.read(tokens.tokenOf('b-123'))).toBe('b-123');
  });

  it('carries at least 128 bits of signature', () => {
    const [, signature] = tokens.tokenOf('b-123').split('.');
    expect(Buffer.from(signature!, 'base64url').length * 8).toBeGreaterThanOrEqual(128);
  });

  it("never opens another booking: one booking's signature on another id is refused", () => {
    const [, signature] = tokens.tokenOf('b-123').split('.');
    expect(tokens.read(`b-124.${signature}`)).toBeNull();
  });

  it('refuses a token signed under another secret, a tampered one and malformed ones', () => {
    const other = new ManageTokens('another-secret-another-secret-another');
    expect(tokens.read(other.tokenOf('b-123'))).toBeNull();
    const token = tokens.tokenOf('b-123');
    const flipped = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');
    expect(tokens.read(flipped)).toBeNull();
    for (const bad of ['', 'b-123', 'b-123.', '.abc', `${token}.extra`]) expect(tokens.read(bad)).toBeNull();
  });

  it('builds the link of the web page', () => {
    expect(manageUrl('https://example.be/', 'b-1.sig')).toBe('https://example.be/booking/b-1.sig');
    expect(manageUrl('https://example.be', 'b-1.sig', { language: 'nl' })).toBe(
      'https://example.be/booking/b-1.sig?lng=nl',
    );
    expect(manageUrl('https://example.be', 'b-1.sig', { language: 'de', page: 'rate' })).toBe(
      'https://example.be/booking/b-1.sig/rate?lng=de',
    );
  });

  it("builds the link of the booking's calendar file as the manage link is built (decision 339)", () => {
    expect(manageCalendarUrl('https://example.be//', 'b-1.sig', 'fr')).toBe(
      'https://example.be/api/manage/b-1.sig/calendar.ics?lng=fr',
    );
    // The token escaped into the path as the page's link escapes it.
    const odd = 'b/1.s?g';
    expect(manageCalendarUrl('https://example.be', odd, 'nl')).toBe(
      `https://example.be/api/manage/${encodeURIComponent(odd)}/calendar.ics?lng=nl`,
    );
    expect(manageUrl('https://example.be', odd)).toContain(`/booking/${encodeURIComponent(odd)}`);
  });
});
