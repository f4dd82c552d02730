import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ANONYMOUS, systemActor } from '@chauffeur/contracts';
import { createTestApp, type TestApp } from '@chauffeur/api/testing';
import {
  AdminBootstrapRefused,
  bootstrapAdmin,
  DEFAULT_ADMIN_EMAIL,
  type AdminBootstrapOptions,
} from './admin-bootstrap';

describe('admin bootstrap at start-up (SPEC 6)', () => {
  let t: TestApp;
  let lines: string[];
  const log = {
    info: (message: string) => lines.push(message),
    error: (message: string) => lines.push(`ERROR ${message}`),
  };
  const run = (options: Partial<AdminBootstrapOptions>) =>
    bootstrapAdmin(
      t.app.auth.accounts,
      { adminEmail: undefined, adminPassword: undefined, noAccountsYet: false, ...options },
      log,
    );
  const accounts = () => t.app.auth.accounts;
  const eventsOf = async (id: string) => t.eventStore.readStream(`user-${id}`);

  beforeEach(async () => {
    t = await createTestApp({ seed: false });
    lines = [];
  });
  afterEach(async () => t.close());

  it('refuses to promote an existing non-admin account with ADMIN_EMAIL, and records nothing (issue 13)', async () => {
    const user = await accounts().register(
      { email: 'owner@chauffeur.be', password: 'secret-one', role: 'user' },
      { actor: ANONYMOUS, requestId: 'r' },
    );
    const refused = run({ adminEmail: 'owner@chauffeur.be', adminPassword: 'configured-secret' });
    await expect(refused).rejects.toThrow(AdminBootstrapRefused);
    await expect(refused).rejects.toThrow(/npm run admin -- promote owner@chauffeur\.be/);
    expect(await eventsOf(user.id)).toHaveLength(1);
    expect((await accounts().findById(user.id))?.role).toBe('user');
    // Once the operator promoted it on purpose, start-up goes on quietly.
    await accounts().changeRole(user.id, 'admin', { actor: systemActor('admin-cli'), requestId: 'r2' });
    await run({ adminEmail: 'owner@chauffeur.be' });
    expect(lines).toEqual([]);
  });

  it('creates the admin account from ADMIN_EMAIL and ADMIN_PASSWORD when none exists, without logging the password', async () => {
    await run({ adminEmail: 'owner@chauffeur.be', adminPassword: 'configured-secret' });
    expect(lines).toEqual(['Admin profile created: owner@chauffeur.be']);
    const admin = await accounts().authenticate('owner@chauffeur.be', 'configured-secret');
    expect(admin).toMatchObject({ role: 'admin' });
    await run({ adminEmail: 'owner@chauffeur.be', adminPassword: 'configured-secret' });
    expect(lines).toHaveLength(1);
  });

  it('only explains what to do when ADMIN_EMAIL has no account and no password is given', async () => {
    await run({ adminEmail: 'owner@chauffeur.be' });
    expect(lines).toEqual([expect.stringContaining('set ADMIN_PASSWORD once to create it')]);
    expect(await accounts().findByEmail('owner@chauffeur.be')).toBeNull();
  });

  it('creates admin@localhost with a random password on an empty embedded store, and prints both once', async () => {
    await run({ noAccountsYet: true });
    expect(lines).toEqual([
      'Admin profile created: admin@localhost',
      expect.stringMatching(/^sign in at \/auth as admin@localhost with password [\w-]{16} \(shown once/),
    ]);
    const password = /with password ([\w-]{16})/.exec(lines[1]!)![1]!;
    expect(await accounts().authenticate(DEFAULT_ADMIN_EMAIL, password)).toMatchObject({ role: 'admin' });
    // A restart finds it and says nothing; the random password is never shown again.
    await run({ noAccountsYet: false });
    await run({ noAccountsYet: true });
    expect(lines).toHaveLength(2);
  });

  it('logs the SPEC 8 text and does not throw when the store fails', async () => {
    await t.eventStore.close();
    await run({ adminEmail: 'owner@chauffeur.be', adminPassword: 'configured-secret' });
    expect(lines).toEqual(['ERROR Error checking admin status']);
  });
});
