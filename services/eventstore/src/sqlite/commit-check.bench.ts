/**
 * Benchmark of the check each commit of the SQLite log runs before it is answered (decision 294; not part
 * of the tests):
 *   npx tsx services/eventstore/src/sqlite/commit-check.bench.ts [appends=3000] [rounds=4] [dir=tmpdir]
 * Times sequential appends (one per commit, the worst case: a group of concurrent appends shares one
 * check) and groups of 10 concurrent appends, with the check and without it (SqliteFiles.checkCommit
 * replaced by a no-op), alternating in the same run on the same disk, and each check alone in a loop.
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { testEvent } from '../conformance/test-events';
import { SqliteFiles } from './file-check';
import { SqliteEventStore } from './sqlite-event-store';

const APPENDS = Number(process.argv[2] ?? 3000);
const ROUNDS = Number(process.argv[3] ?? 4);
const BASE = process.argv[4] ?? tmpdir();
const checkCommit = SqliteFiles.prototype.checkCommit;

async function timeAppends(checked: boolean, group: number): Promise<number> {
  SqliteFiles.prototype.checkCommit = checked ? checkCommit : () => null;
  const dir = mkdtempSync(join(BASE, 'commit-check-'));
  const store = new SqliteEventStore(join(dir, 'events.sqlite'), { log: () => {} });
  try {
    const start = performance.now();
    for (let i = 0; i < APPENDS; i += group)
      await Promise.all(
        Array.from({ length: group }, (_, j) =>
          store.append(`s-${(i + j) % 50}`, [testEvent('Happened', { i: i + j, text: 'x'.repeat(300) })], {
            expectedRevision: 'any',
          }),
        ),
      );
    return ((performance.now() - start) * 1000) / APPENDS; // µs per append
  } finally {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

for (const group of [1, 10]) {
  const off: number[] = [];
  const on: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    // Which goes first alternates: the run after a deleted log meets the disk's work on that deletion.
    if (round % 2) on.push(await timeAppends(true, group));
    off.push(await timeAppends(false, group));
    if (round % 2 === 0) on.push(await timeAppends(true, group));
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const [a, b] = [median(off), median(on)];
  console.log(
    `groups of ${group}: ${a.toFixed(1)} µs/append without the commit check, ${b.toFixed(1)} µs with it (${(((b - a) / a) * 100).toFixed(1)}%); rounds without ${off.map((v) => v.toFixed(0)).join('/')}, with ${on.map((v) => v.toFixed(0)).join('/')}`,
  );
}

// The check alone, after the commits of a log of APPENDS events (what each commit pays).
SqliteFiles.prototype.checkCommit = checkCommit;
const dir = mkdtempSync(join(BASE, 'commit-check-'));
const store = new SqliteEventStore(join(dir, 'events.sqlite'), { log: () => {} });
for (let i = 0; i < APPENDS; i++)
  await store.append(`s-${i % 50}`, [testEvent('Happened', { i })], { expectedRevision: 'any' });
const files = new SqliteFiles(join(dir, 'events.sqlite'));
files.check();
files.checkCommit();
const loops = 20_000;
const start = performance.now();
for (let i = 0; i < loops; i++) files.checkCommit();
console.log(`checkCommit alone: ${(((performance.now() - start) * 1000) / loops).toFixed(1)} µs`);
// The full check (rate-limited for appends, at every health call), its window of pages included.
const fullLoops = 2_000;
const fullStart = performance.now();
for (let i = 0; i < fullLoops; i++) files.check();
console.log(
  `full check alone: ${(((performance.now() - fullStart) * 1000) / fullLoops).toFixed(1)} µs (main file ${statSync(join(dir, 'events.sqlite')).size} bytes)`,
);
files.close();
await store.close();
rmSync(dir, { recursive: true, force: true });
