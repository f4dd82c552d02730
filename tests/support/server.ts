import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createSigner } from 'fast-jwt';

export const ROOT = join(fileURLToPath(new URL('.', import.meta.url)), '..', '..');
export const TEST_JWT_SECRET = 'e2e-secret-e2e-secret-e2e-secret-e2e-secret';

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
  /** Sends a signal and resolves when the process has exited. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** Starts the real server process (as `npm start` does, without the web build) and waits for "ready". */
export async function startServer(options: {
  dataDir: string;
  port?: number;
  env?: Record<string, string>;
}): Promise<RunningServer> {
  const port = options.port ?? (await freePort());
  const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'services/api/src/main.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: options.dataDir,
      JWT_SECRET: TEST_JWT_SECRET,
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not become ready:\n${output}`)), 60_000);
    const check = () => {
      if (output.includes('ready: http://')) {
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
  return {
    url: `http://127.0.0.1:${port}`,
    process: child,
    output: () => output,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

/** An admin access token as the interim admin check accepts it (signed with JWT_SECRET). */
export const adminToken = () =>
  createSigner({ key: TEST_JWT_SECRET, algorithm: 'HS256', expiresIn: 15 * 60_000 })({
    sub: 'e2e-admin',
    email: 'admin@example.com',
    role: 'admin',
    typ: 'access',
  });
