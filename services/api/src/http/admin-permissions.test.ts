import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_API_AREAS, ROLES, adminApiPermission, can, type Role } from '@chauffeur/contracts';
import { createTestApp, type TestApp } from '../testing/test-app';

/**
 * Issue 17 point 7: every /api/admin route × every role, from the router's own list of routes and the
 * one permission table (contracts ROLE_PERMISSIONS): a new route cannot be forgotten, and the web and
 * the server read the same table.
 */
describe('admin routes by role (the permission table)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const adminRoutes = () =>
    t.app.registeredRoutes.filter((r) => r.url.startsWith('/api/admin') && r.method !== 'HEAD');
  const concrete = (url: string) =>
    url
      .replace(':id', '00000000-0000-4000-8000-000000000000')
      .replace(':name', 'vehicles')
      .replace(':key', 'c-unknown');

  it('names the area of every admin route in the table (none left to the admin-only default)', () => {
    const areas = adminRoutes().map((route) => /^\/api\/admin\/([^/]+)/.exec(route.url)?.[1] ?? '');
    expect(areas.length).toBeGreaterThanOrEqual(7);
    for (const area of areas) expect(Object.keys(ADMIN_API_AREAS), area).toContain(area);
  });

  it('lets a dispatcher work bookings but not settings, staff, blog, fleet changes or projections', () => {
    const permission = (url: string, method = 'GET') => adminApiPermission(url, method)!;
    expect(can('dispatcher', permission('/api/admin/bookings/:id', 'PATCH'))).toBe(true);
    expect(can('dispatcher', permission('/api/admin/customers'))).toBe(true);
    expect(can('dispatcher', permission('/api/admin/vehicles'))).toBe(true);
    for (const [url, method] of [
      ['/api/admin/settings', 'GET'],
      ['/api/admin/staff', 'GET'],
      ['/api/admin/blog', 'GET'],
      ['/api/admin/vehicles', 'POST'],
      ['/api/admin/projections', 'GET'],
    ] as const)
      expect(can('dispatcher', permission(url, method)), `${method} ${url}`).toBe(false);
    expect(adminApiPermission('/api/admin/not-in-the-table', 'GET')).toBeNull();
  });

  const expected = (role: Role, route: { method: string; url: string }) => {
    const permission = adminApiPermission(route.url, route.method);
    return permission ? can(role, permission) : role === 'admin';
  };

  it.each(ROLES)('answers every admin route as the table says for a %s', async (role) => {
    for (const route of adminRoutes()) {
      const answer = await t.app.inject({
        method: route.method as 'GET',
        url: concrete(route.url),
        headers: { authorization: `Bearer ${t.token(role)}` },
      });
      const name = `${role} ${route.method} ${route.url}: ${answer.statusCode} ${answer.body.slice(0, 120)}`;
      expect(answer.statusCode, name).not.toBe(401);
      if (expected(role, route)) {
        expect(answer.statusCode, name).not.toBe(403);
        expect(answer.statusCode, name).toBeLessThan(500);
      } else {
        expect(answer.statusCode, name).toBe(403);
      }
    }
  });
});
