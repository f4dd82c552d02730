import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_RESET_MESSAGES } from '@chauffeur/contracts';
import { TEST_SECRET, authClient, createTestApp, type TestApp } from '@chauffeur/api/testing';
import type { RecordedEvent } from '@chauffeur/eventstore';
import { passwordResetMailReaction } from '../mail/password-reset-mails';

/**
 * "Forgot your password?" through the API (decision 257): one answer for every address, a link e-mailed
 * (here the reaction the mail reactor runs, which writes DATA_DIR/outbox in the embedded default) only to
 * an active account, that works once, for an hour, and ends the account's sessions.
 */
describe('password reset: request, link, new password', () => {
  let t: TestApp;
  let clock = Date.now();
  const auth = () => authClient(t.app);
  const SITE = 'https://chauffeur.example';
  const mails = passwordResetMailReaction({ secret: TEST_SECRET, siteUrl: SITE });
  const OLD = 'the-old-dispatch-passphrase';
  const NEW = 'a-brand-new-passphrase-7';
  let addresses = 0;

  beforeAll(async () => {
    t = await createTestApp({ seed: false, now: () => new Date(clock) });
  });
  afterAll(async () => t?.close());

  /** A dispatcher with a password set (as after an invitation). */
  const staff = async (email: string) =>
    t.app.auth.accounts.register(
      { email, password: OLD, role: 'dispatcher' },
      { actor: { kind: 'system' as const, name: 'test' }, requestId: 'test' },
    );
  /** Each request from its own client address, unless one is given (the rate limit is per address). */
  const ask = (email: string, remoteAddress = `198.51.100.${(addresses += 1)}`) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset',
      payload: { email, language: 'fr' },
      remoteAddress,
    });
  const resetEvents = async (type: string) =>
    (await t.eventStore.readAll()).filter((event) => event.type === type);
  /** The e-mails the mail reactor sends for the reset requests recorded since `before`. */
  const mailsSince = async (before: number) => {
    const events = (await resetEvents('PasswordResetRequested')).slice(before);
    return (await Promise.all(events.map((event: RecordedEvent) => mails.mails(event, t.eventStore)))).flat();
  };
  /** The link's token, from its fragment: never in its query, which a server or a Referer sees (decision 260). */
  const tokenOf = (text: string) => {
    const link = /https:\/\/chauffeur\.example\/set-password\S+/.exec(text)?.[0];
    expect(link, text).toBeTruthy();
    const url = new URL(link!);
    expect(url.search).toBe('?purpose=reset');
    return new URLSearchParams(url.hash.slice(1)).get('token')!;
  };
  const linkFor = async (email: string) => {
    const before = (await resetEvents('PasswordResetRequested')).length;
    expect((await ask(email)).statusCode).toBe(202);
    const [mail, ...more] = await mailsSince(before);
    expect(more).toEqual([]);
    expect(mail!.to).toBe(email);
    return tokenOf(mail!.text);
  };
  const lookUp = (token: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/password-reset/link/lookup', payload: { token } });
  const setWith = (token: string, password = NEW) =>
    t.app.inject({ method: 'POST', url: '/api/auth/password-reset/link', payload: { token, password } });

  it('answers an unknown and a known address alike, and e-mails only the known one, in the language asked', async () => {
    await staff('known@example.com');
    const before = (await resetEvents('PasswordResetRequested')).length;
    const known = await ask('Known@Example.com');
    const unknown = await ask('nobody@example.com');
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(unknown.body).toBe(known.body);
    expect(known.json()).toEqual({ message: PASSWORD_RESET_MESSAGES.requested });

    const [mail, ...more] = await mailsSince(before);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ to: 'known@example.com', subject: 'Choisissez un nouveau mot de passe' });
    expect(mail!.text).toContain('pendant 60 minutes');
    // The event names who asked (nobody signed in) and nothing of the link is in the log.
    const [event] = (await resetEvents('PasswordResetRequested')).slice(before);
    expect(event!.metadata.actor).toEqual({ kind: 'anonymous' });
    const log = (await t.eventStore.readAll()).map((e) => JSON.stringify(e.data)).join('\n');
    expect(log).not.toContain(tokenOf(mail!.text).split('.')[2]);
  });

  it('sets the new password once with the link, ends every session, and spends the older links', async () => {
    await staff('desk@example.com');
    const older = await linkFor('desk@example.com');
    const token = await linkFor('desk@example.com');
    const { session, refresh } = await auth().signIn('desk@example.com', OLD);

    const page = await lookUp(token);
    expect(page.json()).toEqual({ email: 'desk@example.com' });
    // The password rules of sign-up and invitations.
    const weak = await setWith(token, 'password1');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors).toEqual([expect.objectContaining({ field: 'body.password' })]);

    const set = await setWith(token);
    expect(set.statusCode, set.body).toBe(204);
    const [done] = (await resetEvents('PasswordReset')).slice(-1);
    expect(done!.metadata.actor).toMatchObject({ kind: 'user', email: 'desk@example.com' });
    expect((await auth().signInRaw('desk@example.com', OLD)).statusCode).toBe(400);
    expect((await auth().signInRaw('desk@example.com', NEW)).statusCode).toBe(200);
    // The sessions from before the reset are over: the access token and the refresh cookie.
    expect((await auth().currentUser(session.access_token)).statusCode).toBe(401);
    expect((await auth().refresh(refresh)).statusCode).toBe(401);

    const again = await setWith(token, 'yet-another-passphrase-8');
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe(PASSWORD_RESET_MESSAGES.linkUsed);
    const old = await setWith(older, 'yet-another-passphrase-8');
    expect(old.statusCode).toBe(409);
    expect(old.json().detail).toBe(PASSWORD_RESET_MESSAGES.linkInvalid);
    expect((await auth().signInRaw('desk@example.com', NEW)).statusCode).toBe(200);
  });

  it('refuses a link after its hour, and a forged one', async () => {
    await staff('late@example.com');
    const token = await linkFor('late@example.com');
    clock += 61 * 60_000;
    const page = await lookUp(token);
    expect(page.statusCode).toBe(409);
    expect(page.json().detail).toBe(PASSWORD_RESET_MESSAGES.linkExpired);
    const late = await setWith(token);
    expect(late.statusCode).toBe(409);
    expect(late.json().detail).toBe(PASSWORD_RESET_MESSAGES.linkExpired);
    expect((await auth().signInRaw('late@example.com', OLD)).statusCode).toBe(200);
    // A fresh link, tampered with: not valid.
    const fresh = await linkFor('late@example.com');
    const forged = await setWith(`${fresh.slice(0, -4)}AAAA`);
    expect(forged.statusCode).toBe(409);
    expect(forged.json().detail).toBe(PASSWORD_RESET_MESSAGES.linkInvalid);
  });

  it('e-mails nothing to a deactivated account nor to an invitation not used yet, with the same answer', async () => {
    const account = await staff('gone@example.com');
    const actor = { actor: { kind: 'system' as const, name: 'test' }, requestId: 'test' };
    await t.app.auth.staff.deactivate(account.id, actor);
    const admin = await staff('boss@example.com');
    await t.app.auth.staff.changeRole(admin.id, 'admin', false, 0, actor);
    const invited = await t.app.inject({
      method: 'POST',
      url: '/api/admin/staff',
      headers: {
        authorization: `Bearer ${(await auth().signIn('boss@example.com', OLD)).session.access_token}`,
      },
      payload: { email: 'new@example.com', name: 'Nina New', role: 'dispatcher' },
    });
    expect(invited.statusCode, invited.body).toBe(201);

    const before = (await resetEvents('PasswordResetRequested')).length;
    const answers = [
      await ask('gone@example.com'),
      await ask('new@example.com'),
      await ask('none@example.com'),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([202, 202, 202]);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(await mailsSince(before)).toEqual([]);
  });

  it('limits the requests of one client address: the sixth in ten minutes is refused with Retry-After', async () => {
    const limited = await createTestApp({ seed: false, publicRateLimitScale: 1 });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) {
        const answer = await limited.app.inject({
          method: 'POST',
          url: '/api/auth/password-reset',
          payload: { email: `someone${i}@example.com` },
          remoteAddress: '203.0.113.9',
        });
        statuses.push(answer.statusCode);
        if (i === 5) expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
      }
      expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
      // Another address is still heard.
      const other = await limited.app.inject({
        method: 'POST',
        url: '/api/auth/password-reset',
        payload: { email: 'someone@example.com' },
        remoteAddress: '203.0.113.10',
      });
      expect(other.statusCode).toBe(202);
    } finally {
      await limited.close();
    }
  });
});
