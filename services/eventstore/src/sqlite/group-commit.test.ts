import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WrongExpectedVersion } from '../errors';
import { testEvent } from '../conformance/test-events';
import { GroupCommit } from './group-commit';
import { SqliteEventStore } from './sqlite-event-store';

describe('group commit in the sqlite event store', () => {
  let dir: string;
  let file: string;
  let store: SqliteEventStore;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'es-group-'));
    file = join(dir, 'events.sqlite');
    store = new SqliteEventStore(file);
  });
  afterEach(async () => {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('given 100 concurrent appends to new streams, when they settle, then all are stored in one transaction', async () => {
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        store.append(`s-${i}`, [testEvent('Happened', { i })], { expectedRevision: 'no_stream' }),
      ),
    );
    // One commit for the group: every event carries the same recorded_at and positions are dense.
    const rows = new Database(file, { readonly: true })
      .prepare('SELECT COUNT(DISTINCT recorded_at) AS commits, COUNT(*) AS n FROM events')
      .get() as { commits: number; n: number };
    expect(rows).toEqual({ commits: 1, n: 100 });
    expect(results.map((r) => Number(r.position)).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 100 }, (_, i) => i + 1),
    );
  });

  it('given 20 concurrent writers expecting the same revision, when grouped, then one wins and 19 get WrongExpectedVersion', async () => {
    await store.append('contested', [testEvent('Created')], { expectedRevision: 'no_stream' });
    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, () =>
        store.append('contested', [testEvent('Changed')], { expectedRevision: 0n }),
      ),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    const refused = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected');
    expect(refused).toHaveLength(19);
    for (const o of refused) expect(o.reason).toBeInstanceOf(WrongExpectedVersion);
    expect((await store.readStream('contested')).map((e) => e.type)).toEqual(['Created', 'Changed']);
  });

  it('given a refused append inside a group, when the group commits, then its neighbours are stored and it writes nothing', async () => {
    const duplicate = testEvent('Dup');
    await store.append('first', [duplicate], { expectedRevision: 'no_stream' });
    const [before, clash, after] = await Promise.allSettled([
      store.append('a', [testEvent('A')], { expectedRevision: 'no_stream' }),
      // same event id again (UNIQUE): fails at insert time, after its first event row was written
      store.append('b', [testEvent('B1'), duplicate], { expectedRevision: 'no_stream' }),
      store.append('c', [testEvent('C')], { expectedRevision: 'no_stream' }),
    ]);
    expect(before.status).toBe('fulfilled');
    expect(clash.status).toBe('rejected');
    expect(after.status).toBe('fulfilled');
    expect(await store.readStream('b')).toEqual([]);
    expect((await store.readAll()).map((e) => e.stream)).toEqual(['first', 'a', 'c']);
  });

  it('given appends queued when the store closes, when it closes, then they are written before it shuts', async () => {
    const pending = store.append('late', [testEvent('Late')], { expectedRevision: 'no_stream' });
    await store.close();
    await expect(pending).resolves.toMatchObject({ nextRevision: 0n });
    const reopened = new SqliteEventStore(file);
    expect((await reopened.readStream('late')).map((e) => e.type)).toEqual(['Late']);
    await reopened.close();
  });
});

describe('GroupCommit', () => {
  it('given a commit that throws, when a group flushes, then every caller of the group gets that error', async () => {
    const group = new GroupCommit<number, number>(() => {
      throw new Error('disk full');
    });
    const outcomes = await Promise.allSettled([group.submit(1), group.submit(2)]);
    expect(outcomes.map((o) => o.status === 'rejected' && (o.reason as Error).message)).toEqual([
      'disk full',
      'disk full',
    ]);
  });

  it('given more callers than the group limit, when flushed, then they commit in groups of that size, in order', async () => {
    const groups: number[][] = [];
    const group = new GroupCommit<number, number>((inputs) => {
      groups.push(inputs);
      return inputs.map((value) => ({ ok: true, value: value * 2 }));
    }, 3);
    const results = await Promise.all([1, 2, 3, 4, 5, 6, 7].map((n) => group.submit(n)));
    expect(results).toEqual([2, 4, 6, 8, 10, 12, 14]);
    expect(groups).toEqual([[1, 2, 3], [4, 5, 6], [7]]);
  });
});

describe('group commit when SQLite rolls back the whole transaction', () => {
  it('given an append that fills the disk inside a group, when the group commits, then every append of it fails with that error and none is stored', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'es-group-full-'));
    const file = join(dir, 'events.sqlite');
    const store = new SqliteEventStore(file);
    try {
      await store.append('seed', [testEvent('Seeded')], { expectedRevision: 'no_stream' });
      // A page limit stands in for a full disk: SQLITE_FULL rolls back the transaction, not the savepoint.
      const limit = new Database(file);
      const pages = (limit.pragma('page_count', { simple: true }) as number) + 2;
      limit.close();
      (store as unknown as { db: Database.Database }).db.pragma(`max_page_count = ${pages}`);
      const outcomes = await Promise.allSettled([
        store.append('a', [testEvent('A')], { expectedRevision: 'no_stream' }),
        store.append('big', [testEvent('Big', { blob: 'x'.repeat(200_000) })], {
          expectedRevision: 'no_stream',
        }),
        store.append('c', [testEvent('C')], { expectedRevision: 'no_stream' }),
      ]);
      expect(outcomes.map((o) => o.status)).toEqual(['rejected', 'rejected', 'rejected']);
      for (const o of outcomes) expect(String((o as PromiseRejectedResult).reason)).toMatch(/full/i);
      expect((await store.readAll()).map((e) => e.stream)).toEqual(['seed']);
    } finally {
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
