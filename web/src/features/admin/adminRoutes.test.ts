import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router-dom';
import { ADMIN_ROUTES } from '../../lib/paths';
import { ADMIN_NOT_FOUND, adminChildRoutes } from './adminRoutes';

describe('admin routes', () => {
  it('route exactly the screens of the registry (lib/paths.ts) the catch-all (aliases and unknown addresses), the dashboard as the index', () => {
    const children: RouteObject[] = adminChildRoutes.flatMap((frame) => frame.children ?? []);
    const paths = children.map((route) => (route.index ? '' : route.path));
    expect(paths.sort()).toEqual([...Object.values(ADMIN_ROUTES), ADMIN_NOT_FOUND].sort());
  });
});
