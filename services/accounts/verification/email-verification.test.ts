import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { userStream } from '@chauffeur/contracts';
import { TEST_SECRET, authClient, createTestApp, type TestApp } from '@chauffeur/api/testing';
import { emailVerificationMailReaction } from '../mail/email-verification-mails';
import { EmailVerificationTokens } from './email-verification-token';

const SITE = 'https://www.example.be';
const expiryOf = (event: { data: unknown }) => (event.data as { expires_at: string }).expires_at;

describe('e-mail verification at sign-up (issue 18 point 3)', () => {
  let t: TestApp;
  let clock: Date;
  beforeEach(async () => {
    clock = new Date();
    t = await createTestApp({ now: () => clock });
  });
  afterEach(async () => t.close());

  const tokens = new EmailVerificationTokens(TEST_SECRET);
  const reaction = emailVerificationMailReaction({ secret: TEST_SECRET, siteUrl: `${SITE}/` });

  async function signUp(email: string, language?: string) {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { email, password: 'a-long-secret-1', ...(language ? { language } : {}) },
    });
    expect(answer.statusCode).toBe(202);
    const { session } = await authClient(t.app).signIn(email, 'a-long-secret-1');
    return { id: session.user.id, headers: { authorization: `Bearer ${session.access_token}` } };
  }
  const requests = async (userId: string) =>
    (await t.eventStore.readStream(userStream(userId))).filter(
      (e) => e.type === 'EmailVerificationRequested',
    );
  const verify = (token: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token } });
  const resend = (headers: Record<string, string>, language = 'fr') =>
    t.app.inject({ method: 'POST', url: '/api/auth/verify-email/resend', headers, payload: { language } });

  it('e-mails a link in the language of sign-up, which verifies the address once', async () => {
    const ana = await signUp('Ana@Example.com', 'nl');
    const [requested] = await requests(ana.id);
    expect(requested!.data).toMatchObject({ email: 'ana@example.com', language: 'nl' });
    const [mail] = await reaction.mails(requested!, t.eventStore);
    expect(mail).toMatchObject({ to: 'ana@example.com', subject: 'Bevestig uw e-mailadres' });
    const url = new URL(/https:\/\/\S+/.exec(mail!.text)![0]);
    expect(`${url.origin}${url.pathname}`).toBe(`${SITE}/account/verify-email`);
    expect(mail!.html).toContain('lang="nl"');

    // The token in the fragment, which no server nor Referer sees (decision 260).
    expect(url.search).toBe('');
    const token = new URLSearchParams(url.hash.slice(1)).get('token')!;
    const first = await verify(token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ email: 'ana@example.com' });
    // Opened twice: the same answer, one event.
    expect((await verify(token)).statusCode).toBe(200);
    const verified = (await t.eventStore.readStream(userStream(ana.id))).filter(
      (e) => e.type === 'EmailVerified',
    );
    expect(verified).toHaveLength(1);
    // Verified: asking again sends nothing.
    expect((await resend(ana.headers)).json()).toEqual({ status: 'already_verified' });
  });

  it('refuses an expired link, a forged one and one of an unknown account', async () => {
    const ana = await signUp('ana@example.com');
    const [requested] = await requests(ana.id);
    const token = tokens.tokenOf(ana.id, expiryOf(requested!));
    clock = new Date(Date.parse(expiryOf(requested!)) + 1000);
    const expired = await verify(token);
    expect(expired.statusCode).toBe(409);
    expect(expired.json().detail).toBe('This link has expired: sign in and ask for a new one');
    clock = new Date();
    const forged = `${token.slice(0, -4)}AAAA`;
    expect((await verify(forged)).statusCode).toBe(409);
    const stranger = tokens.tokenOf('9a1b2c3d-6a8e-4d61-9b1e-2c5d8f0a4b11', expiryOf(requested!));
    expect((await verify(stranger)).json().detail).toBe('This link is not valid');
    expect((await verify('nonsense')).statusCode).toBe(400);
    expect(await requests(ana.id)).toHaveLength(1);
  });

  it('sends a new link to a signed-in unverified account, at most one every two minutes', async () => {
    const ana = await signUp('ana@example.com');
    expect((await resend(ana.headers)).statusCode).toBe(429);
    clock = new Date(clock.getTime() + 2 * 60_000 + 1000);
    const again = await resend(ana.headers);
    expect(again.json()).toEqual({ status: 'sent' });
    const [, second] = await requests(ana.id);
    expect(second!.data).toMatchObject({ language: 'fr' });
    const tooSoon = await resend(ana.headers);
    expect(tooSoon.statusCode).toBe(429);
    expect(Number(tooSoon.headers['retry-after'])).toBeGreaterThan(100);
    // Both links work: asking again does not void the first.
    const [first] = await requests(ana.id);
    expect((await verify(tokens.tokenOf(ana.id, expiryOf(first!)))).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/verify-email/resend' })).statusCode).toBe(
      401,
    );
  });

  it('sends no link to the bootstrapped admin nor to an address signed up again', async () => {
    const ana = await signUp('ana@example.com');
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { email: 'ana@example.com', password: 'another-secret-2' },
    });
    expect(await requests(ana.id)).toHaveLength(1);
    const all = await t.eventStore.readAll();
    expect(all.filter((e) => e.type === 'EmailVerificationRequested')).toHaveLength(1);
  });
});
