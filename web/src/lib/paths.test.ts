import { describe, expect, it } from 'vitest';
import { ADMIN_ROUTES, ITEM_ROUTES, PATHS, adminPath, postPath, servicePath } from './paths';

describe('the route registry', () => {
  it('builds admin links from the router’s patterns', () => {
    expect(adminPath('dashboard')).toBe('/admin');
    expect(adminPath('bookings')).toBe('/admin/bookings');
    expect(adminPath('booking', 'b-1')).toBe('/admin/bookings/b-1');
    expect(adminPath('newPost')).toBe('/admin/blog/new');
    expect(adminPath('editPost', 'p-1')).toBe('/admin/blog/edit/p-1');
    expect(adminPath('vehicle', 'v-1')).toBe('/admin/vehicles/v-1');
  });

  it('builds item links that the item routes match', () => {
    const matches = (pattern: string, path: string) =>
      new RegExp(`^${pattern.replace(':slug', '[^/]+')}$`).test(path);
    expect(matches(ITEM_ROUTES.service, servicePath('airport-transfer'))).toBe(true);
    expect(matches(ITEM_ROUTES.post, postPath('a-post'))).toBe(true);
  });

  it('names every admin screen once', () => {
    const patterns = Object.values(ADMIN_ROUTES);
    expect(new Set(patterns).size).toBe(patterns.length);
    expect(PATHS.admin).toBe('/admin');
  });
});
