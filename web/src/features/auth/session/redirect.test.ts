import { describe, expect, it } from 'vitest';
import { destinationAfterSignIn, safeRedirect } from './redirect';

describe('where sign-in leads (SPEC 2)', () => {
  it('sends an admin to /admin whatever the redirect says outside the admin panel', () => {
    expect(destinationAfterSignIn('admin', null)).toBe('/admin');
    expect(destinationAfterSignIn('admin', '/fleet')).toBe('/admin');
    expect(destinationAfterSignIn('admin', '//evil.example/admin')).toBe('/admin');
    expect(destinationAfterSignIn('admin', '/administrator')).toBe('/admin');
  });

  it('sends an admin back to the admin page their session ended on (its form keeps their work)', () => {
    expect(destinationAfterSignIn('admin', '/admin/blog/new')).toBe('/admin/blog/new');
    expect(destinationAfterSignIn('admin', '/admin/vehicles/v-1')).toBe('/admin/vehicles/v-1');
    expect(destinationAfterSignIn('admin', '/admin?tab=x')).toBe('/admin?tab=x');
  });

  it('sends anyone else to the redirect parameter, by default home', () => {
    expect(destinationAfterSignIn('user', null)).toBe('/');
    expect(destinationAfterSignIn('user', '/reservation?vehicle=1')).toBe('/reservation?vehicle=1');
  });

  it('keeps a non-admin on the auth page when the redirect is /admin', () => {
    expect(destinationAfterSignIn('user', '/admin')).toBeNull();
    expect(destinationAfterSignIn('user', '/admin/bookings')).toBeNull();
  });

  it('sends a dispatcher to the panel like an admin, and a chauffeur to their rides (issue 17)', () => {
    expect(destinationAfterSignIn('dispatcher', null)).toBe('/admin');
    expect(destinationAfterSignIn('dispatcher', '/admin/bookings/b-1')).toBe('/admin/bookings/b-1');
    expect(destinationAfterSignIn('driver', null)).toBe('/driver');
    expect(destinationAfterSignIn('driver', '/admin')).toBe('/driver');
    expect(destinationAfterSignIn('driver', '/fleet')).toBe('/driver');
  });

  it('never leaves the site', () => {
    for (const bad of ['//evil.example', 'https://evil.example', '/\\evil.example', 'evil', ''])
      expect(safeRedirect(bad)).toBe('/');
  });
});
