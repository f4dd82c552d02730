import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROBLEM_TEXTS, type StaffMember } from '@chauffeur/contracts';
import { InvitationTokens } from '../auth/invitation-token';
import { TEST_SECRET, authClient, createTestApp, type TestApp } from '@chauffeur/api/testing';

/**
 * Decision 255 through the API: a `driver` account is a chauffeur's. The staff routes invite no one as a
 * driver (the Chauffeurs page records the chauffeur and invites them) and give the role only to an
 * address a chauffeur has; a driver invited by the Chauffeurs page works as before.
 */
describe('staff: the Chauffeur role comes with a chauffeur', () => {
  let t: TestApp;
  const PASSWORD = 'a-long-driver-passphrase';

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(async () => t?.close());

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: t.adminHeaders(), payload });
  /** A role change at the role's current revision (decision 284): its count of role changes. */
  const changeRole = async (id: string, role: string) => {
    const changes = (await t.eventStore.readStream(`user-${id}`)).filter((e) => e.type === 'UserRoleChanged');
    return t.app.inject({
      method: 'PUT',
      url: `/api/admin/staff/${id}/role`,
      headers: { ...t.adminHeaders(), 'if-match': `"${changes.length}"` },
      payload: { role },
    });
  };
  const staffNamed = async (email: string, after: string) =>
    (await call('GET', `/api/admin/staff?after=${after}`))
      .json<{ items: StaffMember[] }>()
      .items.find((member) => member.email === email);
  const eventsOf = async (email: string) =>
    (await t.eventStore.readAll())
      .filter((e) => (e.data as { email?: string }).email === email)
      .map((e) => e.type);
  const addChauffeur = async (name: string, email: string) => {
    const added = await call('POST', '/api/admin/chauffeurs', {
      name,
      phone: '+32 470 11 22 33',
      email,
      languages: ['fr'],
      active: true,
    });
    expect(added.statusCode, added.body).toBe(201);
    await call('GET', `/api/admin/chauffeurs?after=${added.json().position}`);
  };
  /** Sets the password with the latest invitation's link, as the e-mail has it, and signs in. */
  const acceptAndSignIn = async (userId: string, email: string) => {
    const [latest] = (await t.eventStore.readStream(`user-${userId}`))
      .filter((e) => e.type === 'StaffInvited')
      .slice(-1);
    const token = new InvitationTokens(TEST_SECRET).tokenOf(
      userId,
      (latest!.data as { invitation_id: string }).invitation_id,
    );
    const set = await t.app.inject({
      method: 'POST',
      url: '/api/auth/invitation',
      payload: { token, password: PASSWORD },
    });
    expect(set.statusCode, set.body).toBe(204);
    return (await authClient(t.app).signIn(email, PASSWORD)).session;
  };

  it('refuses to invite a driver from the staff page (422, coded), and claims nothing', async () => {
    const refused = await call('POST', '/api/admin/staff', {
      email: 'noor@example.be',
      name: 'Noor Peeters',
      role: 'driver',
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      code: 'chauffeur_added_on_chauffeurs_page',
      detail: PROBLEM_TEXTS.chauffeur_added_on_chauffeurs_page(),
    });
    expect(await eventsOf('noor@example.be')).toEqual([]);
    // The address is still free: the same person can be invited as a dispatcher.
    const dispatcher = await call('POST', '/api/admin/staff', {
      email: 'noor@example.be',
      name: 'Noor Peeters',
      role: 'dispatcher',
    });
    expect(dispatcher.statusCode, dispatcher.body).toBe(201);
  });

  it('makes someone a driver only once a chauffeur has their address; they then drive', async () => {
    const invited = await call('POST', '/api/admin/staff', {
      email: 'lena@example.be',
      name: 'Lena Claes',
      role: 'dispatcher',
    });
    const id = invited.json().id as string;
    const desk = await acceptAndSignIn(id, 'lena@example.be');
    expect(desk.user.role).toBe('dispatcher');

    const refused = await changeRole(id, 'driver');
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      code: 'driver_role_needs_chauffeur',
      detail: PROBLEM_TEXTS.driver_role_needs_chauffeur(),
    });
    expect(await staffNamed('lena@example.be', invited.json().position)).toMatchObject({
      role: 'dispatcher',
    });

    // The Chauffeurs page records her (her account already has a password: no new invitation).
    await addChauffeur('Lena Claes', 'lena@example.be');
    const changed = await changeRole(id, 'driver');
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await staffNamed('lena@example.be', changed.json().position)).toMatchObject({ role: 'driver' });
    const driver = (await authClient(t.app).signIn('lena@example.be', PASSWORD)).session;
    expect(driver.user.role).toBe('driver');
    const rides = await t.app.inject({
      url: '/api/driver/rides',
      headers: { authorization: `Bearer ${driver.access_token}` },
    });
    expect(rides.statusCode, rides.body).toBe(200);
  });

  it('keeps a driver invited by the Chauffeurs page working: listed, signs in, changes role and back', async () => {
    await addChauffeur('Karim Benali', 'karim@example.be');
    const [invitation] = (await t.eventStore.readAll()).filter(
      (e) => e.type === 'StaffInvited' && (e.data as { email: string }).email === 'karim@example.be',
    );
    expect(invitation!.data).toMatchObject({ role: 'driver' });
    const id = (invitation!.data as { user_id: string }).user_id;
    expect((await acceptAndSignIn(id, 'karim@example.be')).user.role).toBe('driver');

    const away = await changeRole(id, 'dispatcher');
    expect(away.statusCode, away.body).toBe(200);
    const back = await changeRole(id, 'driver');
    expect(back.statusCode, back.body).toBe(200);
    expect(await staffNamed('karim@example.be', back.json().position)).toMatchObject({
      role: 'driver',
      state: 'active',
    });
  });
});
