import {
  closeSync,
  mkdtempSync,
  openSync,
  renameSync,
  rmSync,
  statSync,
  truncateSync,
  writeSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ReadStoreUnavailable } from '../errors';
import { SqliteReadStore } from './sqlite-read-store';

/** The read store's file cut under it while it runs, as the attack of 2026-11-29 did with `truncate`. */
describe('SqliteReadStore damaged while it runs', () => {
  let dir: string;
  let path: string;
  let store: SqliteReadStore;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'readstore-damage-'));
    path = join(dir, 'read.sqlite');
    store = SqliteReadStore.open(path);
  });
  afterEach(async () => {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const documents = (count: number, from = 0) =>
    Array.from({ length: count }, (_, i) => ({ _id: `v${from + i}`, text: 'x'.repeat(1500) }));

  const refusal = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => null,
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(ReadStoreUnavailable);
    return (error as Error).message;
  };

  it('given its file cut to half, then ping says the read store file is damaged and a unit of work writes nothing', async () => {
    await store.load(
      [{ name: 'vehicles', documents: documents(500) }],
      [{ name: 'vehicles', position: 500n }],
    );
    await store.copied(); // the worker thread's checkpoint (decision 267) has copied the rows into the file
    await expect(store.ping()).resolves.toBeUndefined();
    truncateSync(path, Math.floor(statSync(path).size / 2));

    expect(await refusal(store.ping())).toMatch(
      /read store file .*read\.sqlite is damaged: the file is \d+ bytes long, its pages need \d+ \(cut short\)\. .*rebuilt from the event log/,
    );
    await new Promise((resolve) => setTimeout(resolve, 150)); // units check the file at most every 100 ms
    await refusal(store.transaction(() => store.checkpoints.set('vehicles', 501n)));
  });

  it('given a statement that met a damaged page, then ping keeps saying so although SELECT 1 still answers', async () => {
    await store.load(
      [{ name: 'vehicles', documents: documents(500) }],
      [{ name: 'vehicles', position: 500n }],
    );
    await store.copied();
    await store.close();
    // Garbage over the table's pages, the file's length kept: the open succeeds, the file check finds
    // nothing, and only a statement reading those pages meets the damage (SQLITE_CORRUPT).
    const fd = openSync(path, 'r+');
    writeSync(fd, Buffer.alloc(64 * 1024, 0xa5), 0, 64 * 1024, Math.floor(statSync(path).size / 2));
    closeSync(fd);
    store = SqliteReadStore.open(path);
    await expect(store.ping()).resolves.toBeUndefined();
    await refusal(store.collection('vehicles').find({}));
    expect(await refusal(store.ping())).toMatch(/damaged/);
  });

  it('given the WAL copy of a load failing on its worker thread, then ping says the read store failed and a unit of work writes nothing', async () => {
    // The data directory moved under the running store: its connections keep their open files, so the
    // load commits and the file check sees nothing wrong, but the worker's connection cannot open the file.
    await expect(store.ping()).resolves.toBeUndefined(); // a running store has read its files once
    const moved = `${dir}-moved`;
    renameSync(dir, moved);
    try {
      await store.load(
        [{ name: 'vehicles', documents: documents(300) }],
        [{ name: 'vehicles', position: 300n }],
      );
      await store.copied();

      expect(await refusal(store.ping())).toMatch(
        /read store file .*read\.sqlite failed: copying its WAL into the file on another thread failed: .*rebuilt from the event log/,
      );
      await refusal(store.transaction(() => store.checkpoints.set('vehicles', 301n)));
    } finally {
      renameSync(moved, dir);
    }
  });

  it('given a healthy store through loads copied on another thread and automatic checkpoints, then ping stays ok', async () => {
    for (let round = 0; round < 4; round++) {
      const load = store.load(
        [{ name: `models${round}`, documents: documents(800, round * 800) }],
        [{ name: `models${round}`, position: BigInt(round) }],
      );
      await expect(store.ping()).resolves.toBeUndefined();
      await load;
      // Pinged while the worker thread copies the WAL into the file: page 1 first, the file grows after it.
      for (let i = 0; i < 20; i++) await expect(store.ping()).resolves.toBeUndefined();
      await store.transaction(async () => {
        for (let i = 0; i < 600; i++)
          await store.collection('more').insertOne({ _id: `m${round}-${i}`, text: 'y'.repeat(2000) });
      });
      await expect(store.ping()).resolves.toBeUndefined();
      await store.copied();
      await expect(store.ping()).resolves.toBeUndefined();
    }
    expect(await store.collection('more').count()).toBe(2400);
  });
});
