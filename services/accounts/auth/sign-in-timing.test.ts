import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, authClient } from '@chauffeur/api/testing';
import { createPasswordHasher, TEST_SCRYPT, type PasswordHasher } from './password-hasher';

/**
 * An unknown address must cost what a wrong password costs: one scrypt verification each, with the same
 * answer. Counted rather than timed, so the test cannot flake on a busy machine (the timing itself is a
 * benchmark figure: about 386 ms both ways at the production cost).
 */
describe('sign-in: an unknown address and a wrong password do the same work and get the same answer', () => {
  let t: TestApp;
  let auth: ReturnType<typeof authClient>;
  const calls: string[] = [];
  const counting = (inner: PasswordHasher): PasswordHasher => ({
    hash: (password) => inner.hash(password),
    verify: (password, stored) => {
      calls.push('verify');
      return inner.verify(password, stored);
    },
    verifyNothing: (password) => {
      calls.push('verifyNothing');
      return inner.verifyNothing(password);
    },
  });

  beforeAll(async () => {
    t = await createTestApp({ seed: false, passwords: counting(createPasswordHasher(TEST_SCRYPT)) });
    auth = authClient(t.app);
    await auth.signUp('timed@example.com', 'right-password');
  });
  afterAll(async () => t.close());

  it('verifies once against a real hash, or once against the dummy hash of the same cost', async () => {
    calls.length = 0;
    const wrong = await auth.signInRaw('timed@example.com', 'wrong-password');
    expect(calls).toEqual(['verify']);
    calls.length = 0;
    const unknown = await auth.signInRaw('nobody@example.com', 'wrong-password');
    expect(calls).toEqual(['verifyNothing']);
    expect(unknown.statusCode).toBe(wrong.statusCode);
    expect(unknown.json()).toEqual(wrong.json());
  });
});
