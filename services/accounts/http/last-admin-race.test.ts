import { afterEach, describe, expect, it } from 'vitest';
import { STAFF_MESSAGES, systemActor } from '@chauffeur/contracts';
import { authClient, createTestApp, type TestApp } from '@chauffeur/api/testing';

/**
 * The last-admin race (decision 228): two admins taking the admin role away from each other at the same
 * instant, through the real HTTP app. Before the roster stream both requests passed the check (each saw
 * the other as admin in the read model) and the company was left without any admin.
 */
describe('two admins removing each other at the same instant', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  const PASSWORD = 'a-long-admin-passphrase';

  /** Two active admins, signed in, with the staff read model caught up (both are candidates). */
  async function twoAdmins() {
    t = await createTestApp({ seed: false });
    const app = t.app;
    const context = { actor: systemActor('test'), requestId: 'setup' };
    const ids: string[] = [];
    const tokens: string[] = [];
    for (const email of ['ann@example.com', 'bob@example.com']) {
      const account = await app.auth.accounts.register({ email, password: PASSWORD, role: 'admin' }, context);
      ids.push(account.id);
      tokens.push((await authClient(app).signIn(email, PASSWORD)).session.access_token);
    }
    await t.runner.waitUntilCaughtUp(5000);
    return { ids, tokens };
  }

  /** One admin takes the admin role from another: a demotion to dispatcher, or a deactivation. */
  const removal = (change: 'role' | 'deactivate', target: string, token: string) =>
    t!.app.inject({
      method: change === 'role' ? 'PUT' : 'POST',
      url: `/api/admin/staff/${target}/${change}`,
      // Registered as admins: their role never changed (revision 0, decision 284).
      headers: { authorization: `Bearer ${token}`, ...(change === 'role' ? { 'if-match': '"0"' } : {}) },
      ...(change === 'role' ? { payload: { role: 'dispatcher' } } : {}),
    });

  const activeAdmins = async (ids: string[]) => {
    const accounts = await Promise.all(ids.map((id) => t!.app.auth.accounts.findById(id)));
    return accounts.filter((a) => a?.role === 'admin' && a.active).length;
  };

  for (const [first, second] of [
    ['role', 'role'],
    ['deactivate', 'deactivate'],
    ['role', 'deactivate'],
  ] as const) {
    it(`${first} against ${second}: exactly one succeeds, the other gets 409 and one admin remains`, async () => {
      const { ids, tokens } = await twoAdmins();
      const [ann, bob] = ids as [string, string];
      const [annToken, bobToken] = tokens as [string, string];
      const answers = await Promise.all([removal(first, bob, annToken), removal(second, ann, bobToken)]);
      expect(answers.map((a) => a.statusCode).sort(), answers.map((a) => a.body).join('\n')).toEqual([
        200, 409,
      ]);
      expect(answers.find((a) => a.statusCode === 409)!.json().detail).toBe(STAFF_MESSAGES.lastAdmin);
      expect(await activeAdmins(ids)).toBe(1);
    });
  }
});
