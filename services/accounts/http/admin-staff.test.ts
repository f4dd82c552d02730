import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, PROBLEM_TEXTS, STAFF_MESSAGES, type StaffMember } from '@chauffeur/contracts';
import {
  TEST_ADMIN_EMAIL,
  TEST_SECRET,
  authClient,
  createTestApp,
  type TestApp,
} from '@chauffeur/api/testing';
import { bootstrapAdmin } from '../auth/admin-bootstrap';
import { staffInvitationMailReaction } from '../mail/staff-invitation-mails';

/**
 * Issue 17 point 7 through the API: an admin invites a dispatcher, the link comes by e-mail (here the
 * reaction the mail reactor runs, which writes DATA_DIR/outbox in the embedded default), the dispatcher
 * sets a password, signs in and works bookings but not settings or staff; deactivation ends sessions.
 */
describe('staff: invitation, set password, roles, deactivation', () => {
  let t: TestApp;
  let clock = Date.now();
  const auth = () => authClient(t.app);
  const PASSWORD = 'a-long-dispatch-passphrase';
  const SITE = 'https://chauffeur.example';
  const mails = staffInvitationMailReaction({ secret: TEST_SECRET, siteUrl: SITE });

  beforeAll(async () => {
    t = await createTestApp({ seed: false, now: () => new Date(clock) });
    await bootstrapAdmin(
      t.app.auth.accounts,
      { adminEmail: TEST_ADMIN_EMAIL, adminPassword: 'admin-secret', noAccountsYet: true },
      { info: () => {}, error: () => {} },
    );
  });
  afterAll(async () => t?.close());

  const asAdmin = async () => (await auth().signIn(TEST_ADMIN_EMAIL, 'admin-secret')).session.access_token;
  const call = async (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    token: string,
    payload?: object,
  ) => t.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, payload });
  /** The role's revision (decision 284): how many times it changed, as the staff list says it. */
  const roleRevisionOf = async (id: string) =>
    (await t.eventStore.readStream(`user-${id}`)).filter((e) => e.type === 'UserRoleChanged').length;
  const putRole = async (id: string, token: string, role: string, revision?: number) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/admin/staff/${id}/role`,
      headers: {
        authorization: `Bearer ${token}`,
        'if-match': `"${revision ?? (await roleRevisionOf(id))}"`,
      },
      payload: { role },
    });

  /** The link of the latest invitation e-mail to `email`, as the mail reactor writes it. */
  const linkFor = async (email: string) => {
    const events = (await t.eventStore.readAll()).filter(
      (e) => e.type === 'StaffInvited' && (e.data as { email: string }).email === email,
    );
    const [mail] = await mails.mails(events.at(-1)!, t.eventStore);
    expect(mail!.to).toBe(email);
    // The token in the fragment, which no server nor Referer sees (decision 260).
    const token = /https:\/\/chauffeur\.example\/set-password#token=(\S+)/.exec(mail!.text)?.[1];
    expect(token, mail!.text).toBeTruthy();
    return decodeURIComponent(token!);
  };

  const lookUp = (token: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/invitation/lookup', payload: { token } });

  const staffList = async (admin: string, after: string) =>
    (await call('GET', `/api/admin/staff?after=${after}`, admin)).json<{ items: StaffMember[] }>().items;

  it('invites a dispatcher who sets a password by the link and then works bookings but not settings', async () => {
    const admin = await asAdmin();
    const invited = await call('POST', '/api/admin/staff', admin, {
      email: 'Desk@Example.com',
      name: 'Dana Desk',
      role: 'dispatcher',
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const listed = await staffList(admin, invited.json().position);
    expect(listed.find((m) => m.email === 'desk@example.com')).toMatchObject({
      name: 'Dana Desk',
      role: 'dispatcher',
      state: 'invited',
    });
    // Invited: no password yet, so no sign-in.
    expect((await auth().signInRaw('desk@example.com', PASSWORD)).statusCode).not.toBe(200);

    const token = await linkFor('desk@example.com');
    // Nothing of the link is in the log (decision 152).
    const log = (await t.eventStore.readAll()).map((e) => JSON.stringify(e.data)).join('\n');
    expect(log).not.toContain(token.split('.')[2]);
    const page = await lookUp(token);
    expect(page.json()).toEqual({ email: 'desk@example.com', name: 'Dana Desk', role: 'dispatcher' });
    const weak = await t.app.inject({
      method: 'POST',
      url: '/api/auth/invitation',
      payload: { token, password: 'password1' },
    });
    expect(weak.statusCode).toBe(400);
    const set = await t.app.inject({
      method: 'POST',
      url: '/api/auth/invitation',
      payload: { token, password: PASSWORD },
    });
    expect(set.statusCode, set.body).toBe(204);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/invitation',
      payload: { token, password: PASSWORD },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe(STAFF_MESSAGES.invitationUsed);

    const { session } = await auth().signIn('desk@example.com', PASSWORD);
    expect(session.user.role).toBe('dispatcher');
    const desk = session.access_token;
    for (const url of ['/api/admin/bookings', '/api/admin/customers', '/api/admin/notifications'])
      expect((await call('GET', url, desk)).statusCode, url).toBe(200);
    for (const url of [
      '/api/admin/settings',
      '/api/admin/staff',
      '/api/admin/blog',
      '/api/admin/projections',
    ])
      expect((await call('GET', url, desk)).statusCode, url).toBe(403);
  });

  it('deactivation ends the sessions at once and refuses sign-in; reactivation allows it again', async () => {
    const admin = await asAdmin();
    const { session } = await auth().signIn('desk@example.com', PASSWORD);
    expect((await call('GET', '/api/admin/bookings', session.access_token)).statusCode).toBe(200);
    const id = session.user.id;
    const off = await call('POST', `/api/admin/staff/${id}/deactivate`, admin);
    expect(off.statusCode, off.body).toBe(200);
    expect((await call('GET', '/api/admin/bookings', session.access_token)).statusCode).toBe(401);
    expect((await auth().signInRaw('desk@example.com', PASSWORD)).statusCode).not.toBe(200);
    expect((await staffList(admin, off.json().position)).find((m) => m.id === id)?.state).toBe('deactivated');
    // Every change names who made it.
    const [event] = (await t.eventStore.readAll()).filter((e) => e.type === 'UserDeactivated');
    expect(event!.metadata.actor).toMatchObject({ kind: 'user', email: TEST_ADMIN_EMAIL });

    expect((await call('POST', `/api/admin/staff/${id}/reactivate`, admin)).statusCode).toBe(200);
    expect((await auth().signInRaw('desk@example.com', PASSWORD)).statusCode).toBe(200);
  });

  it('never deactivates or demotes the last active admin (409), and does once there is another', async () => {
    const admin = await asAdmin();
    const me = (await auth().signIn(TEST_ADMIN_EMAIL, 'admin-secret')).session.user.id;
    for (const refused of [
      await call('POST', `/api/admin/staff/${me}/deactivate`, admin),
      await putRole(me, admin, 'dispatcher'),
    ]) {
      expect(refused.statusCode).toBe(409);
      expect(refused.json().detail).toBe(STAFF_MESSAGES.lastAdmin);
    }
    // The dispatcher becomes an admin: now the first one may step down.
    const desk = (await auth().signIn('desk@example.com', PASSWORD)).session;
    const promoted = await putRole(desk.user.id, admin, 'admin');
    expect(promoted.statusCode).toBe(200);
    // The role change ended the dispatcher's session: they sign in again as admin.
    expect((await call('GET', '/api/admin/bookings', desk.access_token)).statusCode).toBe(401);
    await staffList(admin, promoted.json().position);
    const down = await putRole(me, admin, 'dispatcher');
    expect(down.statusCode, down.body).toBe(200);
  });

  it('says so when a link has expired or was replaced by a newer one, and a new link works', async () => {
    const admin = (await auth().signIn('desk@example.com', PASSWORD)).session.access_token;
    const invited = await call('POST', '/api/admin/staff', admin, {
      email: 'chauffeur@example.com',
      name: 'Chris Driver',
      role: 'dispatcher',
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const first = await linkFor('chauffeur@example.com');
    clock += 8 * 86_400_000;
    const expired = await lookUp(first);
    expect(expired.statusCode).toBe(409);
    expect(expired.json().detail).toBe(STAFF_MESSAGES.invitationExpired);

    const again = await call('POST', `/api/admin/staff/${invited.json().id}/invitation`, admin);
    expect(again.statusCode, again.body).toBe(200);
    const replaced = await lookUp(first);
    expect(replaced.json().detail).toBe(STAFF_MESSAGES.invitationInvalid);
    const second = await linkFor('chauffeur@example.com');
    const forged = `${second.slice(0, -4)}AAAA`;
    const bad = await lookUp(forged);
    expect(bad.json().detail).toBe(STAFF_MESSAGES.invitationInvalid);
    const set = await t.app.inject({
      method: 'POST',
      url: '/api/auth/invitation',
      payload: { token: second, password: PASSWORD },
    });
    expect(set.statusCode, set.body).toBe(204);
    expect((await auth().signIn('chauffeur@example.com', PASSWORD)).session.user.role).toBe('dispatcher');
  });
  it('refuses to invite an address already invited (already_invited, no new mail); the role changes on the list', async () => {
    // The bootstrap admin was demoted above: the desk's admin invites.
    const admin = (await auth().signIn('desk@example.com', PASSWORD)).session.access_token;
    const first = await call('POST', '/api/admin/staff', admin, {
      email: 'dana@example.com',
      name: 'Dana Pending',
      role: 'dispatcher',
    });
    expect(first.statusCode, first.body).toBe(201);
    const invitations = async () =>
      (await t.eventStore.readAll()).filter(
        (e) => e.type === 'StaffInvited' && (e.data as { email: string }).email === 'dana@example.com',
      ).length;
    const again = await call('POST', '/api/admin/staff', admin, {
      email: 'Dana@Example.com',
      name: 'Dana Pending',
      role: 'admin',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'already_invited', detail: PROBLEM_TEXTS.already_invited() });
    expect(await invitations()).toBe(1);
    const pending = (await staffList(admin, first.json().position)).find(
      (m) => m.email === 'dana@example.com',
    );
    expect(pending).toMatchObject({ state: 'invited', role: 'dispatcher' });

    const id = first.json().id as string;
    const changed = await putRole(id, admin, 'admin');
    expect(changed.statusCode, changed.body).toBe(200);
    const link = await linkFor('dana@example.com');
    const set = await t.app.inject({
      method: 'POST',
      url: '/api/auth/invitation',
      payload: { token: link, password: PASSWORD },
    });
    expect(set.statusCode, set.body).toBe(204);
    expect((await auth().signIn('dana@example.com', PASSWORD)).session.user.role).toBe('admin');
  });

  it('withdraws an invitation sent to a wrong address: its link answers as an expired one, the address may be invited again', async () => {
    const admin = (await auth().signIn('desk@example.com', PASSWORD)).session.access_token;
    const invite = () =>
      call('POST', '/api/admin/staff', admin, {
        email: 'wrong@example.com',
        name: 'Wren Wrong',
        role: 'admin',
      });
    const invited = await invite();
    expect(invited.statusCode, invited.body).toBe(201);
    const id = invited.json().id as string;
    const link = await linkFor('wrong@example.com');

    const withdrawn = await call('DELETE', `/api/admin/staff/${id}/invitation`, admin);
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    const listed = await staffList(admin, withdrawn.json().position);
    expect(listed.map((m) => m.email)).not.toContain('wrong@example.com');
    const recorded = (await t.eventStore.readStream(`user-${id}`)).at(-1)!;
    expect(recorded.type).toBe('InvitationWithdrawn');
    expect(recorded.metadata.actor).toMatchObject({ kind: 'user', email: 'desk@example.com' });

    // The same answer as an expired link, to the page and to a password sent anyway; no sign-in.
    const looked = await lookUp(link);
    expect(looked.statusCode).toBe(409);
    expect(looked.json().detail).toBe(STAFF_MESSAGES.invitationExpired);
    const set = await t.app.inject({
      method: 'POST',
      url: '/api/auth/invitation',
      payload: { token: link, password: PASSWORD },
    });
    expect(set.statusCode).toBe(409);
    expect(set.json().detail).toBe(STAFF_MESSAGES.invitationExpired);
    const signIn = await auth().signInRaw('wrong@example.com', PASSWORD);
    expect(signIn.json().detail).toBe(AUTH_MESSAGES.invalidCredentials);
    expect((await call('DELETE', `/api/admin/staff/${id}/invitation`, admin)).statusCode).toBe(404);

    // The address is free again: a new invitation (a new account) whose link works; the old one still not.
    const again = await invite();
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json().id).not.toBe(id);
    const accepted = await t.app.inject({
      method: 'POST',
      url: '/api/auth/invitation',
      payload: { token: await linkFor('wrong@example.com'), password: PASSWORD },
    });
    expect(accepted.statusCode, accepted.body).toBe(204);
    expect((await lookUp(link)).json().detail).toBe(STAFF_MESSAGES.invitationExpired);
    // Once the password is set, it is a deactivation's business.
    const late = await call('DELETE', `/api/admin/staff/${again.json().id}/invitation`, admin);
    expect(late.statusCode).toBe(409);
    expect(late.json().detail).toBe(STAFF_MESSAGES.invitationAccepted);
  });
});
