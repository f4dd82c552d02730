import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverArgs } from '../../scripts/server-command.mjs';

export const ROOT = join(fileURLToPath(new URL('.', import.meta.url)), '..', '..');
export const TEST_JWT_SECRET = 'e2e-secret-e2e-secret-e2e-secret-e2e-secret';
/** The designated admin every test server starts with (ADMIN_EMAIL / ADMIN_PASSWORD). */
export const TEST_ADMIN = { email: 'admin@e2e.example', password: 'e2e-admin-password' };

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface RunningServer {
  url: string;
  process: ChildProcess;
  output: () => string;
  /** An access token of the test admin, signed in the real way at start (null without ADMIN_* env). */
  adminToken: string | null;
  /** Sends a signal and resolves when the process has exited. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/**
 * Starts the real server process and waits for "ready": from the TypeScript sources through tsx (the
 * suites need no build), or with `compiled` the JavaScript of dist/server as `npm start` runs it (the
 * caller builds it first).
 */
export async function startServer(options: {
  dataDir: string;
  port?: number;
  env?: Record<string, string>;
  compiled?: boolean;
  /** The output line that means started (default the HTTP server's; a projector-only process has another). */
  readyLine?: string;
}): Promise<RunningServer> {
  // A free port is found, then let go before the server takes it: on a busy machine another process can
  // take it in between (a CI run failed so, EADDRINUSE). Then the same start is tried on another port; the
  // data dir's first start has written what a restart finds, as after any restart.
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOn(options, options.port ?? (await freePort()));
    } catch (error) {
      const taken = error instanceof Error && error.message.includes('EADDRINUSE');
      if (!taken || options.port !== undefined || attempt >= 3) throw error;
    }
  }
}

async function startOn(options: Parameters<typeof startServer>[0], port: number): Promise<RunningServer> {
  // `ADMIN_EMAIL: ''` in options.env starts a server without a designated admin.
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: options.dataDir,
    JWT_SECRET: TEST_JWT_SECRET,
    LOG_LEVEL: 'warn',
    ADMIN_EMAIL: TEST_ADMIN.email,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    // Load, fuzz and crash suites send thousands of public writes from one address: limits ×1000 unless
    // a suite passes PUBLIC_RATE_LIMIT_SCALE itself (the security suite checks the real limits).
    PUBLIC_RATE_LIMIT_SCALE: '1000',
    ...options.env,
  };
  const child = spawn(process.execPath, serverArgs(options.compiled ? 'compiled' : 'tsx'), {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not become ready:\n${output}`)), 60_000);
    const check = () => {
      if (output.includes(options.readyLine ?? 'ready: http://')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', check);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code} before ready:\n${output}`));
    });
  });
  const url = `http://127.0.0.1:${port}`;
  const { ADMIN_EMAIL: email, ADMIN_PASSWORD: password } = env;
  lastAdminToken = email && password ? await signIn(url, email, password) : null;
  return {
    url,
    process: child,
    output: () => output,
    adminToken: lastAdminToken,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

let lastAdminToken: string | null = null;

/** Signs in through POST /api/auth/sign-in and returns the access token. */
export async function signIn(url: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok)
    throw new Error(`sign-in as ${email} answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** The test admin's access token on the server started last (prefer `server.adminToken`). */
export const adminToken = (): string => {
  if (!lastAdminToken) throw new Error('no test server with an admin has been started');
  return lastAdminToken;
};
