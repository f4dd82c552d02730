import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffMember } from '@chauffeur/contracts';
import { authClient, createTestApp, type TestApp } from '@chauffeur/api/testing';

/**
 * Decision 284: a staff member's role changes at the role's own revision. Two admins changing one person's
 * role at once no longer both win silently; the person's own sign-outs never make an admin's change stale.
 */
describe('staff: a role change takes the role revision the admin saw', () => {
  let t: TestApp;
  const EMAIL = 'sam.janssens@example.be';
  const PASSWORD = 'a-long-customer-passphrase';

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(async () => t?.close());

  const putRole = (id: string, role: string, ifMatch?: string) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/admin/staff/${id}/role`,
      headers: { ...t.adminHeaders(), ...(ifMatch === undefined ? {} : { 'if-match': ifMatch }) },
      payload: { role },
    });
  const member = async (after: string) =>
    (await t.app.inject({ url: `/api/admin/staff?after=${after}`, headers: t.adminHeaders() }))
      .json<{ items: StaffMember[] }>()
      .items.find((m) => m.email === EMAIL);
  /** The person signs in and out of every device: their account's stream moves, their role does not. */
  const signInAndOutEverywhere = async () => {
    const { session } = await authClient(t.app).signIn(EMAIL, PASSWORD);
    const out = await authClient(t.app).signOut({ access: session.access_token, scope: 'global' });
    expect(out.statusCode, out.body).toBeLessThan(300);
  };

  it('428 without If-Match, 409 when another admin changed the role since, and never stale from a sign-out', async () => {
    expect((await authClient(t.app).signUp(EMAIL, PASSWORD)).statusCode).toBe(202);
    const { session } = await authClient(t.app).signIn(EMAIL, PASSWORD);
    const id = session.user.id;
    await signInAndOutEverywhere();

    expect((await putRole(id, 'dispatcher')).statusCode).toBe(428);
    // Both admins saw the role at revision 0; the first makes them a dispatcher.
    const first = await putRole(id, 'dispatcher', '"0"');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers.etag).toBe('"1"');
    const second = await putRole(id, 'admin', '"0"');
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ code: 'changed_by_someone_else' });
    expect(await member(first.json().position)).toMatchObject({ role: 'dispatcher', role_revision: 1 });

    // The dispatcher signs in and out again: the admin's revision 1 still holds.
    await signInAndOutEverywhere();
    const promoted = await putRole(id, 'admin', '"1"');
    expect(promoted.statusCode, promoted.body).toBe(200);
    expect(promoted.headers.etag).toBe('"2"');
    const types = (await t.eventStore.readStream(`user-${id}`)).map((e) => e.type);
    expect(types.filter((type) => type === 'UserRoleChanged')).toHaveLength(2);
    expect(await member(promoted.json().position)).toMatchObject({ role: 'admin', role_revision: 2 });
  });
});
