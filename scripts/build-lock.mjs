// One build of a folder at a time across processes: the browser test files run two at a time, and each
// builds web/dist when its sources changed; two Vite builds into one folder empty and rewrite it under
// each other, so one test's server could serve a half-written app.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** How long a waiting process looks again (ms) and how long it waits at most for another's build. */
const POLL_MS = 200;
const WAIT_MS = 15 * 60_000;

/** @param {number} ms */
const sleep = (ms) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/**
 * Whether the process that took the lock still runs (a build killed half-way leaves its lock behind).
 * @param {string} lock
 */
function holderAlive(lock) {
  let pid;
  try {
    pid = Number(readFileSync(join(lock, 'pid'), 'utf8'));
  } catch {
    // Taken an instant ago, its pid not yet written: alive.
    return true;
  }
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return /** @type {NodeJS.ErrnoException} */ (error).code === 'EPERM';
  }
}

/**
 * Runs `fn` holding the lock directory `lock` (mkdir is atomic: one process gets it), waiting meanwhile
 * while another live process holds it. The caller checks again inside `fn` whether there is still
 * something to do: the process it waited for has usually just done it.
 * @template T
 * @param {string} lock
 * @param {() => T} fn
 * @param {{ waitMs?: number }} [options]
 * @returns {T}
 */
export function withBuildLock(lock, fn, { waitMs = WAIT_MS } = {}) {
  const deadline = Date.now() + waitMs;
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'EEXIST') throw error;
    }
    if (!holderAlive(lock)) {
      rmSync(lock, { recursive: true, force: true });
      continue;
    }
    if (Date.now() > deadline) throw new Error(`${lock} is held by another build for too long`);
    sleep(POLL_MS);
  }
  try {
    writeFileSync(join(lock, 'pid'), String(process.pid));
    return fn();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}
