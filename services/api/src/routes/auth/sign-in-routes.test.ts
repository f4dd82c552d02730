import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ADMIN_EMAIL, type TestApp } from '../../test/test-app';
import { authClient, refreshCookieOf } from '../../test/auth-client';

describe('sign-up and sign-in', () => {
  let t: TestApp;
  let auth: ReturnType<typeof authClient>;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    auth = authClient(t.app);
  });
  afterAll(async () => t.close());

  const userEvents = async (type: string) =>
    (await t.eventStore.readAll()).filter((event) => event.type === type);

  it('signs up a user, then signs in with the session of SPEC 3 and the refresh token only in a cookie', async () => {
    const signUp = await auth.signUp('  Ana.Peeters@Example.com ', 'secret-one');
    expect(signUp.statusCode).toBe(201);
    const { user } = signUp.json();
    expect(user).toEqual({ id: expect.any(String), email: 'ana.peeters@example.com', role: 'user' });

    const { session, response } = await auth.signIn('ANA.PEETERS@example.com', 'secret-one');
    const before = Math.floor(Date.now() / 1000);
    expect(session).toEqual({
      access_token: expect.any(String),
      token_type: 'bearer',
      expires_in: 900,
      expires_at: expect.any(Number),
      user,
    });
    expect(session.expires_at - before).toBeGreaterThanOrEqual(899);
    // The tokens themselves: 15 minutes for access, 30 days for refresh, each with its type.
    const access = t.app.jwt.decode<Record<string, number | string>>(session.access_token)!;
    expect(access).toMatchObject({ typ: 'access', sub: user.id, role: 'user' });
    expect(Number(access.exp) - Number(access.iat)).toBe(900);
    expect(access.exp).toBe(session.expires_at);
    const refresh = t.app.jwt.decode<Record<string, number | string>>(refreshCookieOf(response)!)!;
    expect(refresh).toMatchObject({ typ: 'refresh', sub: user.id, gen: 0 });
    expect(Number(refresh.exp) - Number(refresh.iat)).toBe(30 * 24 * 3600);
    expect(response.body).not.toContain('refresh');
    const cookie = response.cookies.find((c) => c.name === 'chauffeur_refresh')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth' });
    expect(cookie.secure).toBeFalsy(); // plain HTTP here; see refresh-cookie.test.ts for HTTPS
    expect(cookie.maxAge).toBe(30 * 24 * 3600);
  });

  it('stores a scrypt hash in the event, never the password, and no hash in the users read model', async () => {
    await auth.signUp('hash@example.com', 'plain-text-secret');
    const [registered] = (await userEvents('UserRegistered')).filter(
      (e) => (e.data as { email: string }).email === 'hash@example.com',
    );
    expect(JSON.stringify([registered!.data, registered!.metadata])).not.toContain('plain-text-secret');
    expect((registered!.data as { password_hash: string }).password_hash).toMatch(/^scrypt\$/);
    expect(registered!.metadata.actor).toEqual({ kind: 'anonymous' });
    await t.runner.waitFor(registered!.position, { timeoutMs: 2000 });
    const users = await t.readStore.collection('users').find({ email: 'hash@example.com' });
    expect(users).toHaveLength(1);
    expect(JSON.stringify(users)).not.toContain('scrypt');
  });

  it("answers an address that is taken, in any case, with SPEC 8's 'User already registered'", async () => {
    await auth.signUp('taken@example.com', 'secret-one');
    const again = await auth.signUp('TAKEN@example.com', 'another-secret');
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('User already registered');
  });

  it('lets exactly one of two simultaneous sign-ups with one address win', async () => {
    const answers = await Promise.all([
      auth.signUp('race@example.com', 'secret-one'),
      auth.signUp('Race@Example.com', 'secret-two'),
      auth.signUp('race@example.com ', 'secret-three'),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409]);
    for (const loser of answers.filter((a) => a.statusCode === 409))
      expect(loser.json().detail).toBe('User already registered');
    const registered = (await userEvents('UserRegistered')).filter(
      (e) => (e.data as { email: string }).email === 'race@example.com',
    );
    expect(registered).toHaveLength(1);
  });

  it('names each failing field: e-mail format, password length (6 to 128), missing fields', async () => {
    const bad = await auth.signUp('not-an-email', '12345');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual(
      expect.arrayContaining([
        { field: 'body.email', message: 'Email must be a valid email address' },
        { field: 'body.password', message: 'Password must be at least 6 characters' },
      ]),
    );
    const long = await auth.signUp('long@example.com', 'x'.repeat(129));
    expect(long.json().errors).toEqual([
      { field: 'body.password', message: 'Password must be at most 128 characters' },
    ]);
    const missing = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(
      missing
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['body.email', 'body.password']);
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(notJson.statusCode).toBe(400);
  });

  it("answers an unknown address and a wrong password alike with SPEC 8's 'Invalid login credentials'", async () => {
    await auth.signUp('known@example.com', 'right-password');
    const wrong = await auth.signInRaw('known@example.com', 'wrong-password');
    const unknown = await auth.signInRaw('nobody@example.com', 'wrong-password');
    for (const answer of [wrong, unknown]) {
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ detail: 'Invalid login credentials', status: 400 });
      expect(answer.cookies).toEqual([]);
    }
    expect(wrong.body.replace(/known@example\.com|nobody@example\.com/, '')).toBe(
      unknown.body.replace(/known@example\.com|nobody@example\.com/, ''),
    );
  });

  it('reserves the designated admin address: signing up with it is refused', async () => {
    const answer = await auth.signUp(TEST_ADMIN_EMAIL.toUpperCase(), 'secret-one');
    expect(answer.statusCode).toBe(403);
    expect(answer.json().detail).toMatch(/reserved for the administrator/);
  });

  it('can sign in at once after signing up (it reads streams, not a read model)', async () => {
    for (let i = 0; i < 3; i++) {
      const email = `quick${i}@example.com`;
      expect((await auth.signUp(email, 'secret-one')).statusCode).toBe(201);
      expect((await auth.signInRaw(email, 'secret-one')).statusCode).toBe(200);
    }
  });
});
