import { describe, expect, it } from 'vitest';
import { ROLES, can, isStaff } from '@chauffeur/contracts';
import { workspaceOf } from './workspace';

describe('where each role works (decision 243)', () => {
  it('agrees with the permissions table: the panel for its home, /driver for driving, else none', () => {
    for (const role of ROLES) {
      const expected = isStaff(role) ? '/admin' : can(role, 'drive') ? '/driver' : null;
      expect(workspaceOf(role)?.path ?? null, role).toBe(expected);
    }
  });

  it('gives the customer no workspace and a dispatcher the admin panel', () => {
    expect(workspaceOf('user')).toBeNull();
    expect(workspaceOf('dispatcher')).toEqual({ kind: 'admin', path: '/admin' });
    expect(workspaceOf('driver')).toEqual({ kind: 'driver', path: '/driver' });
  });
});
