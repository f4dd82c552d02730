import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { withBuildLock } from '../../scripts/build-lock.mjs';
import { ROOT } from '../support/server';

const LOCK_MODULE = pathToFileURL(join(ROOT, 'scripts/build-lock.mjs')).href;

/** A process that holds the lock for `holdMs`, writing when it enters and leaves into `journal`. */
function builder(lock: string, journal: string, name: string, holdMs: number) {
  const code = `
    import { appendFileSync } from 'node:fs';
    import { withBuildLock } from ${JSON.stringify(LOCK_MODULE)};
    withBuildLock(${JSON.stringify(lock)}, () => {
      appendFileSync(${JSON.stringify(journal)}, 'in ${name}\\n');
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ${holdMs});
      appendFileSync(${JSON.stringify(journal)}, 'out ${name}\\n');
    });`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', code], { stdio: 'inherit' });
  return new Promise<number | null>((resolve) => child.once('exit', resolve));
}

describe('one web build at a time (scripts/build-lock.mjs)', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('lets two processes that start together build one after the other, never both at once', async () => {
    dir = mkdtempSync(join(tmpdir(), 'build-lock-'));
    const lock = join(dir, '.build-lock');
    const journal = join(dir, 'journal');
    writeFileSync(journal, '');
    const codes = await Promise.all([builder(lock, journal, 'a', 600), builder(lock, journal, 'b', 600)]);
    expect(codes).toEqual([0, 0]);
    const lines = readFileSync(journal, 'utf8').trim().split('\n');
    // Each build's "in" is followed by its own "out" before the other's "in".
    expect(lines).toHaveLength(4);
    const [step, who] = [0, 1].map((part) => lines.map((line) => line.split(' ')[part]));
    expect(step).toEqual(['in', 'out', 'in', 'out']);
    expect(who![0]).toBe(who![1]);
    expect(who![2]).toBe(who![3]);
    expect(new Set(who)).toEqual(new Set(['a', 'b']));
    expect(existsSync(lock)).toBe(false);
  });

  it('takes over the lock of a build that was killed, and frees it when the build fails', () => {
    dir = mkdtempSync(join(tmpdir(), 'build-lock-'));
    const lock = join(dir, '.build-lock');
    // A process that has ended: its pid is no longer running.
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], {
      encoding: 'utf8',
    });
    mkdirSync(lock);
    writeFileSync(join(lock, 'pid'), gone.stdout);
    expect(withBuildLock(lock, () => 'built', { waitMs: 2000 })).toBe('built');
    expect(existsSync(lock)).toBe(false);

    expect(() =>
      withBuildLock(lock, () => {
        throw new Error('web build failed');
      }),
    ).toThrow('web build failed');
    expect(existsSync(lock)).toBe(false);
  });

  it('gives up, saying so, when a live process holds the lock too long', () => {
    dir = mkdtempSync(join(tmpdir(), 'build-lock-'));
    const lock = join(dir, '.build-lock');
    mkdirSync(lock);
    writeFileSync(join(lock, 'pid'), String(process.pid));
    expect(() => withBuildLock(lock, () => 'built', { waitMs: 500 })).toThrow(/held by another build/);
    expect(existsSync(lock)).toBe(true);
  });
});
