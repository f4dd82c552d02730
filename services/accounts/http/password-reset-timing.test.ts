import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@chauffeur/api/testing';

/**
 * "Forgot your password?" answers an address with an active account (a link recorded: one more append)
 * after the same time as an unknown one (decision 260), so the time of the answer does not tell whether
 * an address has an account. Many requests of each kind, interleaved so that a busy machine slows both.
 */
describe('password reset: the time of the answer', () => {
  let t: TestApp;
  const PAIRS = 25;

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    // One account per known request: an account's fourth live link records nothing (decision 257).
    for (let i = 0; i <= PAIRS; i += 1)
      await t.app.auth.accounts.register(
        { email: `known-${i}@example.com`, password: 'the-old-dispatch-passphrase', role: 'dispatcher' },
        { actor: { kind: 'system' as const, name: 'test' }, requestId: 'test' },
      );
  });
  afterAll(async () => t?.close());

  const timed = async (email: string) => {
    const started = performance.now();
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset',
      payload: { email, language: 'en' },
    });
    expect(answer.statusCode).toBe(202);
    return performance.now() - started;
  };
  const median = (times: number[]) => [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)]!;

  it('takes as long for an address with an active account as for an unknown one', async () => {
    // Warmed up first: the first requests compile code paths that later ones reuse.
    await timed('known-0@example.com');
    await timed('nobody-0@example.com');
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 1; i <= PAIRS; i += 1) {
      // Alternating which goes first: neither kind always follows the other's work.
      const first = i % 2 === 0;
      if (first) known.push(await timed(`known-${i}@example.com`));
      unknown.push(await timed(`nobody-${i}@example.com`));
      if (!first) known.push(await timed(`known-${i}@example.com`));
    }
    const ratio = median(known) / median(unknown);
    // Without the fixed answer time the known address took about three times as long.
    expect(
      ratio,
      `known ${median(known).toFixed(2)} ms, unknown ${median(unknown).toFixed(2)} ms`,
    ).toBeLessThan(1.2);
    expect(ratio).toBeGreaterThan(1 / 1.2);
    // And every request did its work: a link for each known address, none for the others.
    const links = (await t.eventStore.readAll()).filter((event) => event.type === 'PasswordResetRequested');
    expect(links).toHaveLength(PAIRS + 1);
  });
});
