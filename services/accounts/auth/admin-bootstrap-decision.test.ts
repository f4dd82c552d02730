import { describe, expect, it } from 'vitest';
import { decideAdminBootstrap, type AdminBootstrapInput } from './admin-bootstrap-decision';

const given = (input: Partial<AdminBootstrapInput>): AdminBootstrapInput => ({
  adminEmail: 'owner@chauffeur.be',
  adminPassword: undefined,
  noAccountsYet: false,
  existing: null,
  ...input,
});

describe('admin bootstrap decision (SPEC 6, issue 13)', () => {
  it('given ADMIN_EMAIL held by a non-admin account, when the server starts, then it refuses and says how to proceed', () => {
    const decision = decideAdminBootstrap(
      given({ existing: { role: 'user' }, adminPassword: 'x-long-secret' }),
    );
    expect(decision.kind).toBe('refuse');
    const message = (decision as { message: string }).message;
    expect(message).toContain('ADMIN_EMAIL owner@chauffeur.be belongs to an existing account');
    expect(message).toContain('npm run admin -- promote owner@chauffeur.be');
    expect(message).toContain('npm run admin -- reset-password owner@chauffeur.be');
  });

  it('given ADMIN_EMAIL held by an admin account, then nothing is done (ADMIN_PASSWORD does not reset it)', () => {
    expect(
      decideAdminBootstrap(given({ existing: { role: 'admin' }, adminPassword: 'x-long-secret' })),
    ).toEqual({
      kind: 'nothing',
    });
  });

  it('given ADMIN_EMAIL and ADMIN_PASSWORD with no account, then the admin account is created', () => {
    expect(decideAdminBootstrap(given({ adminPassword: 'x-long-secret' }))).toEqual({
      kind: 'create',
      email: 'owner@chauffeur.be',
      password: 'x-long-secret',
    });
  });

  it('given ADMIN_EMAIL alone with no account, then it only explains how to create it', () => {
    expect(decideAdminBootstrap(given({})).kind).toBe('explain');
  });

  it('given no ADMIN_EMAIL, then admin@localhost only on an empty embedded store', () => {
    expect(decideAdminBootstrap(given({ adminEmail: undefined, noAccountsYet: true }))).toEqual({
      kind: 'create-default',
    });
    expect(decideAdminBootstrap(given({ adminEmail: undefined }))).toEqual({ kind: 'nothing' });
  });
});
