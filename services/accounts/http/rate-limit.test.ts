import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, authClient } from '@chauffeur/api/testing';

const waitText = (seconds: number) =>
  `Too many failed attempts. Please wait ${seconds} second${seconds === 1 ? '' : 's'} before trying again.`;

describe('brute-force brakes on sign-in and sign-up: growing delays, no lock-out (issue 13)', () => {
  let t: TestApp;
  let auth: ReturnType<typeof authClient>;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    auth = authClient(t.app);
  });
  afterAll(async () => t.close());

  it('slows down the address that keeps failing on an account, with 429 and Retry-After', async () => {
    await auth.signUp('target@example.com', 'right-password');
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++)
      statuses.push((await auth.signInRaw('target@example.com', `guess-${i}`, '192.0.2.1')).statusCode);
    // 5 free failures, the 6th sets a 1 s wait: the 7th, at once, is not heard.
    expect(statuses).toEqual([400, 400, 400, 400, 400, 400, 429]);
    const held = await auth.signInRaw('target@example.com', 'right-password', '192.0.2.1');
    expect(held.statusCode).toBe(429);
    expect(held.headers['content-type']).toContain('application/problem+json');
    expect(held.headers['retry-after']).toBe('1');
    expect(held.json()).toMatchObject({ status: 429, title: 'Too Many Requests', detail: waitText(1) });
  });

  it('always hears the right password from an address with no failures, however many came from elsewhere', async () => {
    await auth.signUp('owner@example.com', 'right-password');
    // 11 wrong passwords, each from another address (authClient gives each call a new one).
    for (let i = 0; i < 11; i++)
      expect((await auth.signInRaw('owner@example.com', `guess-${i}`)).statusCode).toBe(400);
    expect((await auth.signInRaw('Owner@Example.com', 'right-password')).statusCode).toBe(200);
  });

  it('does not count successful sign-ins, and a success forgets the address failures', async () => {
    await auth.signUp('daily@example.com', 'right-password');
    for (let i = 0; i < 20; i++)
      expect((await auth.signInRaw('daily@example.com', 'right-password', '192.0.2.5')).statusCode).toBe(200);
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 4; i++)
        expect((await auth.signInRaw('daily@example.com', 'typo', '192.0.2.5')).statusCode).toBe(400);
      expect((await auth.signInRaw('daily@example.com', 'right-password', '192.0.2.5')).statusCode).toBe(200);
    }
  });

  it('slows down one client address guessing across many accounts after 10 failures', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++)
      statuses.push((await auth.signInRaw(`spray${i}@example.com`, 'password1', '192.0.2.7')).statusCode);
    expect(statuses).toEqual([...Array(11).fill(400), 429]);
    // Another client is not affected.
    expect((await auth.signInRaw('spray0@example.com', 'password1', '192.0.2.8')).statusCode).toBe(400);
  });

  it('counts every sign-up per client address: 10 go through, then the address waits', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++)
      statuses.push((await auth.signUp(`flood${i}@example.com`, 'secret-one', '192.0.2.9')).statusCode);
    expect(statuses).toEqual([...Array(11).fill(202), 429]);
  });
});
