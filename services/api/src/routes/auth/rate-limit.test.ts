import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { authClient } from '../../test/auth-client';

const TOO_MANY = 'Too many attempts. Please wait 15 minutes before trying again.';

describe('brute-force brakes on sign-in and sign-up', () => {
  let t: TestApp;
  let auth: ReturnType<typeof authClient>;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    auth = authClient(t.app);
  });
  afterAll(async () => t.close());

  it('answers the 11th wrong password in a row for one address with 429, then refuses even the right one', async () => {
    await auth.signUp('target@example.com', 'right-password');
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      // From a different address each time: the per-account brake does not care where guesses come from.
      statuses.push((await auth.signInRaw('target@example.com', `guess-${i}`)).statusCode);
    }
    expect(statuses).toEqual([...Array(10).fill(400), 429]);
    const blocked = await auth.signInRaw('Target@Example.com', 'right-password');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['content-type']).toContain('application/problem+json');
    expect(blocked.json()).toMatchObject({ status: 429, title: 'Too Many Requests', detail: TOO_MANY });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(800);
    // Other accounts are not affected.
    await auth.signUp('bystander@example.com', 'right-password');
    expect((await auth.signInRaw('bystander@example.com', 'right-password')).statusCode).toBe(200);
  });

  it('limits one client address to 30 attempts per 15 minutes across addresses', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++)
      statuses.push((await auth.signInRaw(`spray${i}@example.com`, 'password1', '192.0.2.7')).statusCode);
    expect(statuses.slice(0, 30).every((s) => s === 400)).toBe(true);
    expect(statuses[30]).toBe(429);
    // Another client is not affected.
    expect((await auth.signInRaw('spray0@example.com', 'password1', '192.0.2.8')).statusCode).toBe(400);
  });

  it('limits sign-ups per address too', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await auth.signUp('flood@example.com', 'secret-one')).statusCode);
    expect(statuses).toEqual([201, ...Array(9).fill(409), 429]);
  });
});
