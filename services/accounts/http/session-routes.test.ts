import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemActor } from '@chauffeur/contracts';
import { createTestApp, type TestApp, authClient, refreshCookieOf } from '@chauffeur/api/testing';

describe('sessions: refresh, sign-out, roles', () => {
  let t: TestApp;
  let auth: ReturnType<typeof authClient>;
  let n = 0;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    auth = authClient(t.app);
  });
  afterAll(async () => t.close());

  /** A new account, signed in once. */
  const newUser = async () => {
    const email = `rider${++n}@example.com`;
    await auth.signUp(email, 'secret-one');
    return { email, ...(await auth.signIn(email, 'secret-one')) };
  };
  const eventsOf = async (userId: string) =>
    (await t.eventStore.readStream(`user-${userId}`)).map((e) => ({
      type: e.type,
      data: e.data,
      actor: e.metadata.actor,
    }));

  it('rotates the refresh token: the new one works, the session keeps its user', async () => {
    const { refresh, session } = await newUser();
    const first = await auth.refresh(refresh);
    expect(first.statusCode).toBe(200);
    const rotated = refreshCookieOf(first)!;
    expect(rotated).toBeTruthy();
    expect(rotated).not.toBe(refresh);
    expect(first.json()).toMatchObject({ token_type: 'bearer', expires_in: 900, user: session.user });
    const second = await auth.refresh(rotated);
    expect(second.statusCode).toBe(200);
    expect((await auth.currentUser(second.json().access_token)).json().user).toEqual(session.user);
  });

  it('answers a refused refresh with the one 401 problem and clears the refresh cookie', async () => {
    const refused = await auth.refresh('not-a-token');
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['content-type']).toBe('application/problem+json; charset=utf-8');
    expect(refused.json()).toEqual({
      type: 'about:blank',
      title: 'Unauthorized',
      status: 401,
      detail: 'Authentication error. Please sign in again.',
      instance: '/api/auth/refresh',
    });
    expect(refreshCookieOf(refused)).toBe('');
  });

  it('treats an old refresh token coming back as theft: every session of the account ends, as an event', async () => {
    const { refresh: stolen, session } = await newUser();
    const other = await auth.signIn(session.user.email, 'secret-one'); // a second browser
    const r1 = refreshCookieOf(await auth.refresh(stolen))!;
    const r2 = refreshCookieOf(await auth.refresh(r1))!;
    expect(r2).toBeTruthy();

    const replay = await auth.refresh(stolen);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().detail).toBe('Authentication error. Please sign in again.');
    // The legitimate chain and the other browser are both out now, and their access tokens too.
    expect((await auth.refresh(r2)).statusCode).toBe(401);
    expect((await auth.refresh(other.refresh)).statusCode).toBe(401);
    expect((await auth.currentUser(other.session.access_token)).statusCode).toBe(401);
    expect((await eventsOf(session.user.id)).at(-1)).toEqual({
      type: 'UserSignedOut',
      data: { user_id: session.user.id, reason: 'refresh_token_reuse' },
      actor: systemActor('auth'),
    });
  });

  it('gives a refresh racing another with the same token the same session, not a theft alarm', async () => {
    const { refresh } = await newUser();
    const [a, b] = await Promise.all([auth.refresh(refresh), auth.refresh(refresh)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect((await auth.refresh(refreshCookieOf(b))).statusCode).toBe(200);
  });

  const userActor = (user: { id: string; email: string }) => ({
    kind: 'user',
    id: user.id,
    email: user.email,
    role: 'user',
  });

  it("ends only this device's session on sign-out, records who did it, and clears the cookie", async () => {
    const { refresh, session } = await newUser();
    const other = await auth.signIn(session.user.email, 'secret-one'); // another device
    const out = await auth.signOut({ refresh, access: session.access_token });
    expect(out.statusCode).toBe(204);
    const cleared = out.cookies.find((c) => c.name === 'chauffeur_refresh');
    expect(cleared?.value).toBe('');
    expect((await auth.refresh(refresh)).statusCode).toBe(401);
    expect((await auth.currentUser(session.access_token)).statusCode).toBe(401);
    // The other device goes on: its access token opens, its refresh token refreshes.
    expect((await auth.currentUser(other.session.access_token)).statusCode).toBe(200);
    expect((await auth.refresh(other.refresh)).statusCode).toBe(200);
    const sid = t.app.auth.tokens.verifyRefresh(refresh)!.sid;
    expect((await eventsOf(session.user.id)).at(-1)).toEqual({
      type: 'SessionSignedOut',
      data: { user_id: session.user.id, session_id: sid },
      actor: userActor(session.user),
    });
    // Signing out again (or with nothing) is not an error and records nothing more.
    const count = (await eventsOf(session.user.id)).length;
    expect((await auth.signOut({ refresh })).statusCode).toBe(204);
    expect((await auth.signOut({})).statusCode).toBe(204);
    expect((await auth.signOut({ scope: 'global' })).statusCode).toBe(204);
    expect(await eventsOf(session.user.id)).toHaveLength(count);
  });

  it('ends every session of the account with scope global, as an event with its actor', async () => {
    const { refresh, session } = await newUser();
    const other = await auth.signIn(session.user.email, 'secret-one');
    const out = await auth.signOut({ refresh, scope: 'global' });
    expect(out.statusCode).toBe(204);
    expect(refreshCookieOf(out)).toBe('');
    for (const r of [refresh, other.refresh]) expect((await auth.refresh(r)).statusCode).toBe(401);
    expect((await auth.currentUser(other.session.access_token)).statusCode).toBe(401);
    expect((await eventsOf(session.user.id)).at(-1)).toEqual({
      type: 'UserSignedOut',
      data: { user_id: session.user.id, reason: 'sign_out' },
      actor: userActor(session.user),
    });
  });

  it('ends every other session with scope others; this device keeps its cookie and goes on refreshing', async () => {
    const { refresh, session } = await newUser();
    const other = await auth.signIn(session.user.email, 'secret-one');
    const out = await auth.signOut({ access: session.access_token, scope: 'others' });
    expect(out.statusCode).toBe(204);
    expect(refreshCookieOf(out)).toBeUndefined();
    expect((await auth.refresh(other.refresh)).statusCode).toBe(401);
    expect((await auth.currentUser(other.session.access_token)).statusCode).toBe(401);
    expect((await auth.currentUser(session.access_token)).statusCode).toBe(200);
    const renewed = await auth.refresh(refresh);
    expect(renewed.statusCode).toBe(200);
    expect((await auth.refresh(refreshCookieOf(renewed))).statusCode).toBe(200);
    const sid = t.app.auth.tokens.verifyRefresh(refresh)!.sid;
    expect((await eventsOf(session.user.id)).at(-1)).toMatchObject({
      type: 'UserSignedOut',
      data: { user_id: session.user.id, reason: 'sign_out', kept_session_id: sid },
    });
  });

  it('refuses an unknown scope with 400 naming the field, ending nothing', async () => {
    const { refresh } = await newUser();
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      cookies: { chauffeur_refresh: refresh },
      payload: { scope: 'everyone' },
    });
    expect(out.statusCode).toBe(400);
    expect(out.json().errors).toEqual([expect.objectContaining({ field: 'body.scope' })]);
    expect((await auth.refresh(refresh)).statusCode).toBe(200);
  });

  it('signs out with only the access token too (the cookie may be gone)', async () => {
    const { refresh, session } = await newUser();
    expect((await auth.signOut({ access: session.access_token })).statusCode).toBe(204);
    expect((await auth.refresh(refresh)).statusCode).toBe(401);
  });

  it('refuses the wrong kind of token each way, and no token at all', async () => {
    const { refresh, session } = await newUser();
    expect((await auth.refresh(session.access_token)).statusCode).toBe(401);
    expect((await auth.currentUser(refresh)).statusCode).toBe(401);
    expect((await auth.refresh(undefined)).statusCode).toBe(401);
    expect((await auth.refresh('not-a-jwt')).statusCode).toBe(401);
  });

  it('refuses an expired access token and an expired refresh token', async () => {
    const { session } = await newUser();
    const claims = t.app.jwt.decode<Record<string, unknown>>(session.access_token)!;
    const expired = t.app.jwt.sign(
      { ...claims, iat: Math.floor(Date.now() / 1000) - 901 },
      { expiresIn: 900 },
    );
    expect((await auth.currentUser(expired)).statusCode).toBe(401);
    const sid = claims.sid as string;
    const oldRefresh = t.app.jwt.sign(
      { sub: session.user.id, sid, gen: 0, typ: 'refresh', iat: Math.floor(Date.now() / 1000) - 31 * 86400 },
      { expiresIn: 30 * 86400 },
    );
    expect((await auth.refresh(oldRefresh)).statusCode).toBe(401);
  });

  it('puts a role change into the access token at the next refresh', async () => {
    const { refresh, session } = await newUser();
    expect((await auth.adminProbe(session.access_token)).statusCode).toBe(403);
    await t.app.auth.accounts.changeRole(session.user.id, 'admin', {
      actor: systemActor('test'),
      requestId: 'promote',
    });
    // The role re-check sees it at once; the old token keeps its role until it is refreshed.
    expect((await auth.currentUser(session.access_token)).json().user.role).toBe('admin');
    expect((await auth.adminProbe(session.access_token)).statusCode).toBe(403);
    const promoted = await auth.refresh(refresh);
    expect(promoted.json().user.role).toBe('admin');
    expect((await auth.adminProbe(promoted.json().access_token)).statusCode).toBe(200);

    // The last active admin keeps the role (decision 228): another admin first, known to the read model.
    await t.app.auth.accounts.register(
      { email: 'other-admin@example.com', password: 'another-admin-passphrase', role: 'admin' },
      { actor: systemActor('test'), requestId: 'other-admin' },
    );
    await t.runner.waitUntilCaughtUp(5000);
    await t.app.auth.accounts.changeRole(session.user.id, 'user', {
      actor: systemActor('test'),
      requestId: 'demote',
    });
    const demoted = await auth.refresh(refreshCookieOf(promoted));
    expect(demoted.json().user.role).toBe('user');
    expect((await auth.adminProbe(demoted.json().access_token)).statusCode).toBe(403);
  });

  it('changes the password: the old one stops working and every other session ends', async () => {
    const { email, refresh, session } = await newUser();
    const change = (current: string, next: string, access = session.access_token) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/password',
        headers: { authorization: `Bearer ${access}` },
        payload: { current_password: current, new_password: next },
      });
    const wrong = await change('not-it', 'new-secret');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual([
      { field: 'body.current_password', message: 'The current password is not correct' },
    ]);
    const changed = await change('secret-one', 'new-secret');
    expect(changed.statusCode).toBe(200);
    expect(refreshCookieOf(changed)).toBeTruthy();
    expect((await auth.refresh(refresh)).statusCode).toBe(401);
    expect((await auth.signInRaw(email, 'secret-one')).statusCode).toBe(400);
    expect((await auth.signInRaw(email, 'new-secret')).statusCode).toBe(200);
    const events = await eventsOf(session.user.id);
    expect(events.map((e) => e.type)).toContain('PasswordChanged');
    expect(JSON.stringify(events)).not.toContain('new-secret');
  });
});
