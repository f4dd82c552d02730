import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  TEST_ADMIN_EMAIL,
  type TestApp,
  authClient,
  refreshCookieOf,
} from '@chauffeur/api/testing';

const SIGN_UP_RECEIVED =
  'Sign up received. If this address is new, your account is ready and you can sign in; ' +
  'if it already has an account, we have sent an e-mail to it.';

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
    expect(signUp.statusCode).toBe(202);
    expect(signUp.json()).toEqual({ message: SIGN_UP_RECEIVED });

    const { session, response } = await auth.signIn('ANA.PEETERS@example.com', 'secret-one');
    const user = { id: expect.any(String), email: 'ana.peeters@example.com', role: 'user' };
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
    expect(access).toMatchObject({ typ: 'access', sub: session.user.id, role: 'user' });
    expect(Number(access.exp) - Number(access.iat)).toBe(900);
    expect(access.exp).toBe(session.expires_at);
    const refresh = t.app.jwt.decode<Record<string, number | string>>(refreshCookieOf(response)!)!;
    expect(refresh).toMatchObject({ typ: 'refresh', sub: session.user.id, gen: 0 });
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

  it('answers an address that is taken, in any case, exactly like a new one; the owner is told instead', async () => {
    const first = await auth.signUp('taken@example.com', 'secret-one');
    const again = await auth.signUp('TAKEN@example.com', 'another-secret');
    expect(again.statusCode).toBe(first.statusCode);
    expect(again.body).toBe(first.body);
    // The account keeps its password; its stream records the attempt for the mail reactor.
    expect((await auth.signInRaw('taken@example.com', 'another-secret')).statusCode).toBe(400);
    const { session } = await auth.signIn('taken@example.com', 'secret-one');
    const [attempt] = (await userEvents('SignUpAttemptedWithExistingEmail')).filter(
      (e) => e.stream === `user-${session.user.id}`,
    );
    expect(attempt?.data).toEqual({ user_id: session.user.id, attempted_at: expect.any(String) });
  });

  it('lets exactly one of two simultaneous sign-ups with one address win', async () => {
    const answers = await Promise.all([
      auth.signUp('race@example.com', 'secret-one'),
      auth.signUp('Race@Example.com', 'secret-two'),
      auth.signUp('race@example.com ', 'secret-three'),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([202, 202, 202]);
    const registered = (await userEvents('UserRegistered')).filter(
      (e) => (e.data as { email: string }).email === 'race@example.com',
    );
    expect(registered).toHaveLength(1);
  });

  it('names each failing field: e-mail format, password length (8 to 128), missing fields', async () => {
    const bad = await auth.signUp('not-an-email', '1234567');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual(
      expect.arrayContaining([
        { field: 'body.email', message: 'Email must be a valid email address' },
        { field: 'body.password', message: 'Password must be at least 8 characters' },
      ]),
    );
    const common = await auth.signUp('common@example.com', 'Password1');
    expect(common.statusCode).toBe(400);
    expect(common.json().errors).toEqual([
      { field: 'body.password', message: 'This password is too common. Please choose another one.' },
    ]);
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

  it('reserves the designated admin address: signing up with it creates nothing, and says nothing more', async () => {
    const answer = await auth.signUp(TEST_ADMIN_EMAIL.toUpperCase(), 'secret-one');
    expect(answer.statusCode).toBe(202);
    expect(answer.json()).toEqual({ message: SIGN_UP_RECEIVED });
    expect((await auth.signInRaw(TEST_ADMIN_EMAIL, 'secret-one')).statusCode).toBe(400);
    expect(await t.app.auth.accounts.findByEmail(TEST_ADMIN_EMAIL)).toBeNull();
  });

  it('applies the password policy to a password change too, before checking the current one', async () => {
    await auth.signUp('changer@example.com', 'secret-one');
    const { session } = await auth.signIn('changer@example.com', 'secret-one');
    const change = (next: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/password',
        headers: { authorization: `Bearer ${session.access_token}` },
        payload: { current_password: 'secret-one', new_password: next },
      });
    const common = await change('iloveyou');
    expect(common.statusCode).toBe(400);
    expect(common.json().errors).toEqual([
      { field: 'body.new_password', message: 'This password is too common. Please choose another one.' },
    ]);
    expect((await change('short')).json().errors).toEqual([
      { field: 'body.new_password', message: 'Password must be at least 8 characters' },
    ]);
    expect((await auth.signInRaw('changer@example.com', 'secret-one')).statusCode).toBe(200);
  });

  it('can sign in at once after signing up (it reads streams, not a read model)', async () => {
    for (let i = 0; i < 3; i++) {
      const email = `quick${i}@example.com`;
      expect((await auth.signUp(email, 'secret-one')).statusCode).toBe(202);
      expect((await auth.signInRaw(email, 'secret-one')).statusCode).toBe(200);
    }
  });
});
