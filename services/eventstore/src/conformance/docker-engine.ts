import { existsSync, readFileSync } from 'node:fs';
import { request } from 'node:http';
import { homedir } from 'node:os';
import { join } from 'node:path';

/**
 * Where testcontainers would look for a Docker engine, in its order: DOCKER_HOST, then
 * ~/.testcontainers.properties, then the usual sockets (rootful, rootless, Docker Desktop).
 */
function candidateHosts(): string[] {
  if (process.env.DOCKER_HOST) return [process.env.DOCKER_HOST];
  const properties = join(homedir(), '.testcontainers.properties');
  if (existsSync(properties)) {
    const match = /^\s*docker\.host\s*=\s*(\S+)/m.exec(readFileSync(properties, 'utf8'));
    if (match?.[1]) return [match[1]];
  }
  const runtimeDir = process.env.XDG_RUNTIME_DIR ?? `/run/user/${process.getuid?.() ?? 0}`;
  return [
    '/var/run/docker.sock',
    join(runtimeDir, 'docker.sock'),
    join(homedir(), '.docker', 'run', 'docker.sock'),
    join(homedir(), '.docker', 'desktop', 'docker.sock'),
  ]
    .filter((path) => existsSync(path))
    .map((path) => `unix://${path}`);
}

/** GET /_ping on the engine; false on any error or after `timeoutMs`. Never throws. */
function ping(host: string, timeoutMs: number): Promise<boolean> {
  let target: { socketPath: string } | { host: string; port: number };
  if (host.startsWith('unix://')) {
    target = { socketPath: host.slice('unix://'.length) };
  } else if (host.startsWith('tcp://') && !process.env.DOCKER_TLS_VERIFY) {
    const url = new URL(host.replace(/^tcp:/, 'http:'));
    target = { host: url.hostname, port: Number(url.port || 2375) };
  } else {
    // TLS, ssh or named pipes need more than a plain request: trust the config; testcontainers will tell.
    return Promise.resolve(true);
  }
  return new Promise((resolve) => {
    try {
      const req = request({ ...target, path: '/_ping', method: 'GET', timeout: timeoutMs }, (res) => {
        res.resume();
        resolve(res.statusCode === 200);
      });
      req.on('timeout', () => req.destroy());
      req.on('error', () => resolve(false));
      req.on('close', () => resolve(false));
      req.end();
    } catch {
      resolve(false);
    }
  });
}

/**
 * Whether testcontainers would find a Docker engine that answers. Checked without loading testcontainers
 * (whose own discovery can take many seconds and throws), so that a machine without Docker skips at once.
 */
export async function dockerEngineReachable(timeoutMs = 1500): Promise<boolean> {
  try {
    const answers = await Promise.all(candidateHosts().map((host) => ping(host, timeoutMs)));
    return answers.some(Boolean);
  } catch {
    return false;
  }
}
