import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SqliteReadStore } from './sqlite-read-store';

describe('SqliteReadStore.load and the WAL copy', () => {
  let dir: string;
  let path: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'readstore-load-'));
    path = join(dir, 'read.sqlite');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('serves a loaded model at once and copies its rows into the file on another thread', async () => {
    const store = SqliteReadStore.open(path);
    const fileBefore = statSync(path).size;
    // ~8 MB of rows: far past the 1,000 pages (4 MB) at which a commit copies the WAL itself.
    const documents = Array.from({ length: 4000 }, (_, i) => ({ _id: `b${i}`, text: 'x'.repeat(2000) }));
    await store.load([{ name: 'bookings', documents }], [{ name: 'bookings', position: 4000n }]);

    // Committed and served, while the file itself has not grown: the copy did not hold this thread.
    expect(await store.collection('bookings').count()).toBe(4000);
    expect(await store.checkpoints.get('bookings')).toBe(4000n);
    expect(statSync(path).size).toBe(fileBefore);

    await store.copied();
    expect(statSync(path).size).toBeGreaterThan(8_000_000);
    // Then the commits copy the WAL themselves again, as SQLite does by default.
    const grown = statSync(path).size;
    await store.transaction(async () => {
      const more = store.collection('more');
      for (let i = 0; i < 3000; i += 1) await more.insertOne({ _id: `m${i}`, text: 'y'.repeat(2000) });
    });
    expect(statSync(path).size).toBeGreaterThan(grown + 5_000_000);
    await store.close();
    const again = SqliteReadStore.open(path);
    expect(await again.collection('bookings').findOne({ _id: 'b3999' })).toEqual(documents[3999]);
    await again.close();
  });
});
