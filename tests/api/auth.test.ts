import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer, TEST_ADMIN, type RunningServer } from '../support/server';

const json = { 'content-type': 'application/json' };

async function post(
  server: RunningServer,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const response = await fetch(`${server.url}/api/auth/${path}`, {
    method: 'POST',
    headers: { ...(body === undefined ? {} : json), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const cookie = response.headers
    .getSetCookie()
    .find((c) => c.startsWith('chauffeur_refresh='))
    ?.split(';')[0];
  return { status: response.status, body: await response.text(), cookie };
}

/** Every byte the server stored in its data folder (event log with its WAL, sessions). */
const storedBytes = (dataDir: string) =>
  readdirSync(dataDir)
    .filter((name) => name.includes('sqlite'))
    .map((name) => readFileSync(join(dataDir, name)).toString('latin1'))
    .join('\n');

describe('accounts on the real server process', () => {
  const dirs: string[] = [];
  const servers: RunningServer[] = [];
  const newDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'auth-fullstack-'));
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

  it('creates admin@localhost on an empty embedded store without ADMIN_*, prints its password once', async () => {
    const dataDir = newDir();
    const first = await start(dataDir, { ADMIN_EMAIL: '', ADMIN_PASSWORD: '' });
    const password = /as admin@localhost with password ([\w-]{16})/.exec(first.output())?.[1];
    expect(password).toBeTruthy();
    const signIn = await post(first, 'sign-in', { email: 'admin@localhost', password });
    expect(signIn.status).toBe(200);
    expect(JSON.parse(signIn.body).user.role).toBe('admin');
    expect(await first.stop('SIGTERM')).toBe(0);

    const second = await start(dataDir, { ADMIN_EMAIL: '', ADMIN_PASSWORD: '' });
    expect(second.output()).not.toContain('with password');
    expect(second.output()).not.toContain(password!);
  });

  it('keeps sessions through a SIGKILL, and never stores or logs a password in clear', async () => {
    const dataDir = newDir();
    const server = await start(dataDir, { LOG_LEVEL: 'debug' });
    const secret = 'Pa55word-that-must-not-leak';
    expect((await post(server, 'sign-up', { email: 'leak@example.com', password: secret })).status).toBe(202);
    const signIn = await post(server, 'sign-in', { email: 'leak@example.com', password: secret });
    expect(signIn.status).toBe(200);
    expect(
      (await post(server, 'sign-in', { email: 'leak@example.com', password: `${secret}-typo` })).status,
    ).toBe(400);
    const newSecret = 'An0ther-secret-not-to-leak';
    const changed = await post(
      server,
      'password',
      { current_password: secret, new_password: newSecret },
      { authorization: `Bearer ${JSON.parse(signIn.body).access_token}` },
    );
    expect(changed.status).toBe(200);

    expect(await server.stop('SIGKILL')).toBeNull();
    const restarted = await start(dataDir, { LOG_LEVEL: 'debug' });
    // The browser's refresh cookie still works after the crash, and rotates.
    const refreshed = await post(restarted, 'refresh', undefined, { cookie: changed.cookie! });
    expect(refreshed.status).toBe(200);
    expect(JSON.parse(refreshed.body).user.email).toBe('leak@example.com');

    const everything = `${storedBytes(dataDir)}\n${server.output()}\n${restarted.output()}`;
    for (const password of [secret, `${secret}-typo`, newSecret, TEST_ADMIN.password])
      expect(everything.includes(password), `"${password}" found in clear`).toBe(false);
    expect(storedBytes(dataDir)).toContain('scrypt$17$8$1$');
  });

  it('slows down an address that keeps guessing with 429 and Retry-After (issue 13: a delay, not a lock)', async () => {
    const server = await start(newDir());
    const target = { email: 'target@example.com', password: 'right-password' };
    expect((await post(server, 'sign-up', target)).status).toBe(202);
    const answers: Response[] = [];
    // 5 failures cost nothing, the 6th sets a 1 s wait that doubles with each further failure.
    while (answers.length < 12 && answers.at(-1)?.status !== 429)
      answers.push(
        await fetch(`${server.url}/api/auth/sign-in`, {
          method: 'POST',
          headers: json,
          body: JSON.stringify({ email: target.email, password: `guess-${answers.length}` }),
        }),
      );
    expect(answers.slice(0, 6).map((a) => a.status)).toEqual(Array(6).fill(400));
    const blocked = answers.at(-1)!;
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await blocked.json()) as { detail: string }).detail).toMatch(/^Too many failed attempts/);
  });
});
