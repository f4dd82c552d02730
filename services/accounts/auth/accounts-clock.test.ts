import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANONYMOUS } from '@chauffeur/contracts';
import { createTestApp, type TestApp } from '@chauffeur/api/testing';
import { emailClaimStream } from './accounts';

const context = { actor: ANONYMOUS, requestId: 'r' };
const minutes = (n: number) => n * 60_000;

describe('accounts and sessions on the app clock and id generator (decision 100)', () => {
  let t: TestApp;
  // Far from the real time: the store stamps `recordedAt` with the real clock, so a rule that mixed the
  // two clocks would see every claim as just made.
  const start = new Date('2026-03-01T10:00:00.000Z').getTime();
  let clock = start;
  const ids = [
    '11111111-1111-4111-8111-111111111111',
    '22222222-2222-4222-8222-222222222222',
    '33333333-3333-4333-8333-333333333333',
  ];
  let next = 0;
  beforeAll(async () => {
    t = await createTestApp({ seed: false, now: () => new Date(clock), newId: () => ids[next++]! });
  });
  afterAll(async () => t.close());

  it('gives a new account the next id and writes its events at the clock', async () => {
    const account = await t.app.auth.accounts.register(
      { email: 'first@example.com', password: 'secret-one', role: 'user' },
      context,
    );
    expect(account.id).toBe(ids[0]);
    const events = [
      ...(await t.eventStore.readStream(emailClaimStream('first@example.com'))),
      ...(await t.eventStore.readStream(`user-${account.id}`)),
    ];
    expect(events.map((e) => [e.type, e.metadata.occurredAt])).toEqual([
      ['EmailClaimed', new Date(start).toISOString()],
      ['UserRegistered', new Date(start).toISOString()],
    ]);
  });

  it('takes over a claim left without an account only once it is two minutes old by the clock', async () => {
    const abandoned = randomUUID();
    // A registration that died between the claim and the account, at `start`.
    await t.eventStore.append(
      emailClaimStream('late@example.com'),
      [
        {
          type: 'EmailClaimed',
          data: { user_id: abandoned },
          metadata: {
            eventId: randomUUID(),
            occurredAt: new Date(start).toISOString(),
            actor: ANONYMOUS,
            correlationId: 'r',
            causationId: 'r',
          },
        },
      ],
      { expectedRevision: 'no_stream' },
    );
    const register = () =>
      t.app.auth.accounts.register(
        { email: 'late@example.com', password: 'secret-two', role: 'user' },
        context,
      );

    clock = start + minutes(2) - 1; // may still be a sign-up in flight
    await expect(register()).rejects.toMatchObject({ kind: 'conflict', message: 'User already registered' });
    clock = start + minutes(2);
    const account = await register();
    expect(account.id).toBe(ids[1]);
    expect((await t.app.auth.accounts.findByEmail('late@example.com'))?.id).toBe(ids[1]);
  });

  it('names a new session with the id generator', async () => {
    const account = (await t.app.auth.accounts.findByEmail('first@example.com'))!;
    const { session } = await t.app.auth.sessions.start(account);
    expect(t.app.jwt.decode<{ sid: string; iat: number }>(session.access_token)).toMatchObject({
      sid: ids[2],
      iat: Math.floor(clock / 1000),
    });
  });
});
