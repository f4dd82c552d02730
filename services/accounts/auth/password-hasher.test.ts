import { scrypt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createPasswordHasher, PRODUCTION_SCRYPT, TEST_SCRYPT } from './password-hasher';

describe('password hasher', () => {
  it('hashes with scrypt N=2^17, r=8, p=1 (needs maxmem above the 32 MiB default) and verifies', async () => {
    const hasher = createPasswordHasher();
    const started = performance.now();
    const hash = await hasher.hash('correct horse battery');
    const elapsed = performance.now() - started;
    expect(hash).toMatch(/^scrypt\$17\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(hash).not.toContain('correct horse');
    await expect(hasher.verify('correct horse battery', hash)).resolves.toBe(true);
    await expect(hasher.verify('correct horse batterY', hash)).resolves.toBe(false);
    // Slow on purpose: a few hundred ms on a laptop makes offline guessing expensive.
    expect(elapsed).toBeGreaterThan(20);
    expect(PRODUCTION_SCRYPT).toEqual({ logN: 17, r: 8, p: 1 });
  });

  it('would fail at this cost with the default maxmem, which is why it is raised', () => {
    // Node checks the parameters before starting: it throws at once, it does not call back.
    expect(() => scrypt('x', 'salt', 32, { N: 2 ** 17, r: 8, p: 1 }, () => {})).toThrow(
      /memory limit exceeded/i,
    );
  });

  it('gives two hashes of one password different salts', async () => {
    const hasher = createPasswordHasher(TEST_SCRYPT);
    const [a, b] = await Promise.all([hasher.hash('secret1'), hasher.hash('secret1')]);
    expect(a).not.toBe(b);
    await expect(hasher.verify('secret1', a)).resolves.toBe(true);
    await expect(hasher.verify('secret1', b)).resolves.toBe(true);
  });

  it('verifies with the cost stored in the hash, so raising the cost later keeps old hashes valid', async () => {
    const old = await createPasswordHasher(TEST_SCRYPT).hash('secret1');
    await expect(createPasswordHasher().verify('secret1', old)).resolves.toBe(true);
  });

  it('refuses a malformed stored hash instead of throwing', async () => {
    const hasher = createPasswordHasher(TEST_SCRYPT);
    for (const stored of ['', 'bcrypt$x', 'scrypt$a$8$1$c2FsdA$a2V5', 'scrypt$10$8$1$$'])
      await expect(hasher.verify('secret1', stored)).resolves.toBe(false);
  });

  it('does the same work for "no such account" and always says no', async () => {
    await expect(createPasswordHasher(TEST_SCRYPT).verifyNothing('anything')).resolves.toBe(false);
  });

  it('keeps the event loop free while hashing', async () => {
    const hasher = createPasswordHasher();
    let ticks = 0;
    const timer = setInterval(() => ticks++, 5);
    await hasher.hash('event loop stays responsive');
    clearInterval(timer);
    expect(ticks).toBeGreaterThan(5);
  });
});
