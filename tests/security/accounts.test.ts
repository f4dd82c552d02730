import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, authClient } from '@chauffeur/api/testing';
import { accountMailReaction, createPasswordHasher } from '../../services/accounts/index';
import { createMailReactor, type MailMessage } from '@chauffeur/platform';
import { FileReactorCheckpoints } from '@chauffeur/platform';
import { eventually } from '@chauffeur/platform';
import { ROOT, startServer, type RunningServer } from '../support/server';

/**
 * Issue 13, the accounts rows of the table:
 * - "signed up early with the address the operator later set as ADMIN_EMAIL, then restarted";
 * - "11 wrong passwords for the admin's e-mail, from anyone: the correct password then gets 429";
 * - "TRUST_PROXY=true and a rotating X-Forwarded-For bypass the per-IP sign-in limit";
 * - "sign-up answers reveal whether an address is registered".
 */
const dirs: string[] = [];
const servers: RunningServer[] = [];
const newDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'security-accounts-'));
  dirs.push(dir);
  return dir;
};
const start = async (dataDir: string, env: Record<string, string> = {}) => {
  const server = await startServer({ dataDir, env });
  servers.push(server);
  return server;
};
afterAll(async () => {
  for (const server of servers) await server.stop('SIGKILL');
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const json = { 'content-type': 'application/json' };
const post = (url: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${url}/api/auth/${path}`, {
    method: 'POST',
    headers: { ...json, ...headers },
    body: JSON.stringify(body),
  });

/** `npm run admin -- …` as the operator types it, against the server's data folder. */
const admin = (dataDir: string, args: string[], input = '') =>
  spawnSync('npm', ['run', '--silent', 'admin', '--', ...args], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir, ADMIN_EMAIL: '', ADMIN_PASSWORD: '' },
    input,
    encoding: 'utf8',
    timeout: 60_000,
  });

describe('security: the admin account is the operator’s (issue 13, row "signed up early with ADMIN_EMAIL")', () => {
  it('refuses to start instead of promoting it, and the operator settles it with npm run admin', async () => {
    const dataDir = newDir();
    const owner = 'owner@chauffeur.example';
    // The attacker signs up with the address before the operator configured it.
    const early = await start(dataDir, { ADMIN_EMAIL: '', ADMIN_PASSWORD: '' });
    expect((await post(early.url, 'sign-up', { email: owner, password: 'attacker-chose-this' })).status).toBe(
      202,
    );
    await early.stop();

    const env = { ADMIN_EMAIL: owner, ADMIN_PASSWORD: 'operator-passphrase-9' };
    const refused = start(dataDir, env);
    await expect(refused).rejects.toThrow(/server exited with 1 before ready/);
    const output = await refused.catch((error: Error) => error.message);
    expect(output).toContain(
      `ADMIN_EMAIL ${owner} belongs to an existing account that is not an administrator`,
    );
    expect(output).toContain(`npm run admin -- reset-password ${owner}`);

    // The operator takes the address over on purpose: a new password (ending the attacker's sessions), then admin.
    const reset = admin(dataDir, ['reset-password', owner], 'operator-passphrase-9\n');
    expect(reset.status, reset.stderr).toBe(0);
    expect(reset.stdout + reset.stderr).not.toContain('operator-passphrase-9');
    expect(admin(dataDir, ['promote', owner]).status).toBe(0);

    const server = await start(dataDir, env);
    expect(
      (await post(server.url, 'sign-in', { email: owner, password: 'attacker-chose-this' })).status,
    ).toBe(400);
    const signIn = await post(server.url, 'sign-in', { email: owner, password: 'operator-passphrase-9' });
    expect(signIn.status).toBe(200);
    expect(((await signIn.json()) as { user: { role: string } }).user.role).toBe('admin');
  });

  it('still refuses a sign-up with the ADMIN_EMAIL address: no account is created', async () => {
    const t = await createTestApp({ seed: false });
    try {
      const answer = await authClient(t.app).signUp('ADMIN@example.com', 'attacker-chose-this');
      expect(answer.statusCode).toBe(202);
      expect(await t.app.auth.accounts.findByEmail('admin@example.com')).toBeNull();
    } finally {
      await t.close();
    }
  });
});

describe('security: brute force without lock-out (issue 13, row "11 wrong passwords … 429 for 15 minutes")', () => {
  let t: TestApp;
  let auth: ReturnType<typeof authClient>;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    auth = authClient(t.app);
  });
  afterAll(async () => t.close());

  it('lets the admin in from their own address after 11 wrong passwords from the attacker', async () => {
    await auth.signUp('boss@example.com', 'operator-passphrase-9');
    const attacker = '203.0.113.66';
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await auth.signInRaw('boss@example.com', `guess-${i}`, attacker)).statusCode);
    // The attacker is slowed down (429 with Retry-After once past the free failures) …
    expect(statuses.slice(0, 6)).toEqual(Array(6).fill(400));
    expect(statuses).toContain(429);
    const slowed = await auth.signInRaw('boss@example.com', 'operator-passphrase-9', attacker);
    expect(slowed.statusCode).toBe(429);
    expect(Number(slowed.headers['retry-after'])).toBeGreaterThan(0);
    // … and the admin, from an address with no failures, signs in at once.
    expect(
      (await auth.signInRaw('boss@example.com', 'operator-passphrase-9', '198.51.100.10')).statusCode,
    ).toBe(200);
  });

  it('never counts successful sign-ins: 40 in a row from one address, and the next typo is a plain 400', async () => {
    await auth.signUp('busy@example.com', 'operator-passphrase-9');
    for (let i = 0; i < 40; i++)
      expect(
        (await auth.signInRaw('busy@example.com', 'operator-passphrase-9', '198.51.100.20')).statusCode,
      ).toBe(200);
    expect((await auth.signInRaw('busy@example.com', 'typo', '198.51.100.20')).statusCode).toBe(400);
  });
});

describe('security: TRUST_PROXY (issue 13, row "TRUST_PROXY=true and a rotating X-Forwarded-For")', () => {
  it('refuses to start with TRUST_PROXY=true, saying what to set instead', async () => {
    await expect(start(newDir(), { TRUST_PROXY: 'true' })).rejects.toThrow(
      /TRUST_PROXY: true is not accepted \(any client could then choose its own address\)/,
    );
  });

  it('ignores X-Forwarded-For from a peer that is not a listed proxy: rotating it does not escape the brake', async () => {
    const server = await start(newDir(), { TRUST_PROXY: '10.9.8.7' });
    const statuses: number[] = [];
    for (let i = 0; i < 14; i++) {
      const forged = { 'x-forwarded-for': `198.18.${i}.${i + 1}` };
      statuses.push(
        (await post(server.url, 'sign-in', { email: `spray${i}@example.com`, password: 'x' }, forged)).status,
      );
    }
    // Counted as one client (127.0.0.1): 10 free failures, then it waits, whatever the header says.
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(statuses).toContain(429);
  });

  it('believes X-Forwarded-For from a listed proxy: the clients behind it are told apart', async () => {
    const server = await start(newDir(), { TRUST_PROXY: '127.0.0.1' });
    const statuses: number[] = [];
    for (let i = 0; i < 14; i++) {
      const client = { 'x-forwarded-for': `198.18.${i}.${i + 1}` };
      statuses.push(
        (await post(server.url, 'sign-in', { email: `spray${i}@example.com`, password: 'x' }, client)).status,
      );
    }
    // 14 clients with one failure each: none is slowed down (the same requests as above, from a listed proxy).
    expect(statuses).toEqual(Array(14).fill(400));
  });
});

describe('security: sign-up does not reveal whether an address is registered (issue 13)', () => {
  let t: TestApp;
  let auth: ReturnType<typeof authClient>;
  const sent: MailMessage[] = [];
  beforeAll(async () => {
    // The production scrypt cost, so that the timing below is the real one.
    t = await createTestApp({ seed: false, passwords: createPasswordHasher() });
    auth = authClient(t.app);
    const reactor = createMailReactor({
      eventStore: t.eventStore,
      mailer: { send: async (message) => void sent.push(message) },
      checkpoints: new FileReactorCheckpoints(join(newDir(), 'reactors')),
      reactions: [accountMailReaction],
      logger: { info: () => undefined, warn: () => undefined, error: () => undefined },
    });
    await reactor.start();
    return () => reactor.stop();
  });
  afterAll(async () => t.close());

  it('answers a known and a new address alike, and tells the owner of the known one by e-mail', async () => {
    await auth.signUp('member@example.com', 'member-passphrase-1');
    const known = await auth.signUp('Member@Example.com', 'attacker-passphrase-2');
    const fresh = await auth.signUp('newcomer@example.com', 'attacker-passphrase-2');
    expect(known.statusCode).toBe(202);
    expect(fresh.statusCode).toBe(202);
    expect(known.body).toBe(fresh.body);
    expect(Object.keys(known.headers).sort()).toEqual(Object.keys(fresh.headers).sort());
    await eventually(() => sent.some((m) => m.to === 'member@example.com'));
    const notice = sent.find((m) => m.to === 'member@example.com')!;
    expect(notice.text).toContain(
      'Someone tried to create an account on our website with this e-mail address',
    );
    expect(notice.text).toContain('sign in');
    // The newcomer's account exists and signs in; the member's password is unchanged.
    expect((await auth.signInRaw('newcomer@example.com', 'attacker-passphrase-2')).statusCode).toBe(200);
    expect((await auth.signInRaw('member@example.com', 'member-passphrase-1')).statusCode).toBe(200);
  });

  it('takes about the same time for a known and a new address (medians within a factor of 2)', async () => {
    await auth.signUp('timed-member@example.com', 'member-passphrase-1');
    const time = async (email: () => string) => {
      const runs: number[] = [];
      for (let i = 0; i < 7; i++) {
        const started = performance.now();
        await auth.signUp(email(), 'attacker-passphrase-2');
        runs.push(performance.now() - started);
      }
      return runs.sort((a, b) => a - b)[3]!;
    };
    let n = 0;
    const known = await time(() => 'timed-member@example.com');
    const fresh = await time(() => `timed-new-${++n}@example.com`);
    expect(known / fresh).toBeGreaterThan(0.5);
    expect(known / fresh).toBeLessThan(2);
  });
});
