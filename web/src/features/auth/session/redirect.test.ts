import { describe, expect, it } from 'vitest';
import { destinationAfterSignIn, safeRedirect } from './redirect';

describe('where sign-in leads (SPEC 2)', () => {
  it('sends an admin to /admin whatever the redirect says', () => {
    expect(destinationAfterSignIn('admin', null)).toBe('/admin');
    expect(destinationAfterSignIn('admin', '/fleet')).toBe('/admin');
  });

  it('sends anyone else to the redirect parameter, by default home', () => {
    expect(destinationAfterSignIn('user', null)).toBe('/');
    expect(destinationAfterSignIn('user', '/reservation?vehicle=1')).toBe('/reservation?vehicle=1');
  });

  it('keeps a non-admin on the auth page when the redirect is /admin', () => {
    expect(destinationAfterSignIn('user', '/admin')).toBeNull();
    expect(destinationAfterSignIn('user', '/admin/bookings')).toBeNull();
  });

  it('never leaves the site', () => {
    for (const bad of ['//evil.example', 'https://evil.example', '/\\evil.example', 'evil', ''])
      expect(safeRedirect(bad)).toBe('/');
  });
});
