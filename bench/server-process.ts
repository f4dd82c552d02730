// The embedded server as the bench runs it for the large data sets: its own process, a ready timeout long
// enough for a rebuild of a million events (the test harness's is 60 s), its resident memory from /proc.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { ROOT, signIn, TEST_ADMIN } from '../tests/support/server';
import { serverArgs } from '../scripts/server-command.mjs';

export interface Stoppable {
  stop(signal?: NodeJS.Signals): unknown;
}

/** Resident memory of a process in MB. */
export const rss = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;

/**
 * Spawns the embedded server on `dataDir` and resolves when it prints "ready" (at most 10 minutes), with the
 * seconds from spawn to that line. The data sets' admin (the template server's) is its designated admin.
 * `mode`: the TypeScript sources through tsx, or the compiled dist/server as npm start runs it (built first).
 */
export function spawnReady(
  dataDir: string,
  port: number,
  children: Stoppable[],
  mode: 'tsx' | 'compiled' = 'tsx',
): Promise<{ child: ChildProcess; seconds: number; url: string }> {
  const t0 = performance.now();
  const child = spawn(process.execPath, serverArgs(mode), {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-00',
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: TEST_ADMIN.email,
      ADMIN_PASSWORD: TEST_ADMIN.password,
      PUBLIC_RATE_LIMIT_SCALE: '1000000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push({ stop: (signal) => child.exitCode === null && child.kill(signal ?? 'SIGTERM') });
  let output = '';
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('server not ready after 10 minutes')), 600_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('ready: http://')) {
        clearTimeout(timer);
        resolve({ child, seconds: (performance.now() - t0) / 1000, url: `http://127.0.0.1:${port}` });
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited ${code} before ready:\n${output.slice(-2000)}`));
    });
  });
}

/** SIGTERM, and the process's exit (a read store closes its file on the way out). */
export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

export const adminSignIn = (url: string) => signIn(url, TEST_ADMIN.email, TEST_ADMIN.password);

/** The read store the server runs on, as its health answer names it (memory, sqlite, mongo). */
export async function readStoreKind(url: string): Promise<string> {
  const health = (await (await fetch(`${url}/api/health`)).json()) as { read_store?: { kind?: string } };
  return health.read_store?.kind ?? 'unknown';
}

/**
 * Waits until every read model is live and at the head of the log: a server may say "ready" while models
 * are still rebuilding in the background (issue 16, point 2). Seconds waited.
 */
export async function readModelsCurrent(url: string, timeoutMs = 1_800_000): Promise<number> {
  const t0 = performance.now();
  let token = await adminSignIn(url);
  for (;;) {
    const answer = await fetch(`${url}/api/admin/projections`, {
      headers: { authorization: `Bearer ${token}` },
    });
    // An access token lives minutes; a rebuild of a million events may outlast it.
    if (answer.status === 401) token = await adminSignIn(url);
    if (answer.ok) {
      const { items } = (await answer.json()) as { items: { state: string; lag_events: number }[] };
      if (items.every((p) => p.state === 'live' && p.lag_events === 0))
        return (performance.now() - t0) / 1000;
      const failed = items.find((p) => p.state === 'failed');
      if (failed) throw new Error(`a read model failed: ${JSON.stringify(failed)}`);
    }
    if (performance.now() - t0 > timeoutMs) throw new Error('read models not current in time');
    await new Promise((r) => setTimeout(r, 250));
  }
}
