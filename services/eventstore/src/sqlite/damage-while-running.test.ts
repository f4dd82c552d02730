import { closeSync, mkdtempSync, openSync, rmSync, statSync, truncateSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EventStoreUnavailable } from '../errors';
import { testEvent } from '../conformance/test-events';
import { SqliteEventStore } from './sqlite-event-store';

const quiet = { log: () => {} };

/** The files of a running log cut or changed under it, as the attack of 2026-11-29 did with `truncate`. */
describe('a sqlite log damaged while the store runs', () => {
  let dir: string;
  let file: string;
  let store: SqliteEventStore;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'es-damage-'));
    file = join(dir, 'events.sqlite');
    store = new SqliteEventStore(file, quiet);
  });
  afterEach(async () => {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const append = (i: number, payload = 'x') =>
    store.append(`s-${i % 5}`, [testEvent('Happened', { i, payload })], { expectedRevision: 'any' });

  /** Enough events that the file holds many pages, all copied out of the WAL into the file. */
  async function fill(events: number): Promise<void> {
    for (let i = 0; i < events; i += 50)
      await Promise.all(Array.from({ length: 50 }, (_, j) => append(i + j, 'p'.repeat(400))));
    const db = new Database(file);
    db.pragma('wal_checkpoint(PASSIVE)');
    db.close();
  }

  /** Appends check the files at most once per 100 ms (APPEND_FILE_CHECK_MS): the gap between two bookings. */
  const quietSpell = () => new Promise((resolve) => setTimeout(resolve, 150));

  const refusal = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => null,
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(EventStoreUnavailable);
    return error as EventStoreUnavailable;
  };

  it('given the log file cut to half its size, then the next append is refused as damaged, and ping says so', async () => {
    await fill(600);
    await expect(store.ping()).resolves.toBeUndefined();
    truncateSync(file, Math.floor(statSync(file).size / 2));
    await quietSpell();

    const appended = await refusal(append(1));
    expect(appended.reason).toBe('corrupt');
    expect(appended.message).toMatch(
      /events\.sqlite is damaged: .*cut short.*Restore it from the last backup/,
    );
    expect((await refusal(store.ping())).reason).toBe('corrupt');
    expect(await store.readAll()).toHaveLength(600);
  });

  it('given the log file emptied after its WAL restarted, then the next append is refused as damaged', async () => {
    await fill(300);
    const other = new Database(file);
    other.pragma('wal_checkpoint(TRUNCATE)');
    other.close();
    // The next commit starts the WAL again: every page before it is in the file only.
    await append(1);
    await expect(store.ping()).resolves.toBeUndefined();
    truncateSync(file, 0);
    await quietSpell();

    expect((await refusal(append(2))).message).toMatch(
      /events\.sqlite is damaged: the file is 0 bytes long, it was \d+ bytes \(cut short\)/,
    );
    await refusal(store.ping());
  });

  it('given the WAL cut to nothing after two appends, then the next appends and ping refuse, until restart', async () => {
    await append(1);
    await append(2);
    truncateSync(`${file}-wal`, 0);
    await quietSpell();

    expect((await refusal(append(3))).message).toMatch(/WAL is 0 bytes long.*cut short/);
    await refusal(append(4));
    // Remembered: nothing the store does afterwards makes it look whole again until a restart.
    await refusal(store.ping());
    expect(await store.readAll()).toHaveLength(2);
  });

  /** Damage as the attack did it, to the files of a log that appends are writing to. */
  const damages: [name: string, damage: () => void][] = [
    ['the log file cut to half its size', () => truncateSync(file, Math.floor(statSync(file).size / 2))],
    ['the WAL emptied', () => truncateSync(`${file}-wal`, 0)],
    [
      // Into its second frame (32-byte header, frames of 24 + 4096 bytes): the WAL restarted at the first
      // append after fill()'s checkpoint, so the frames after it hold that append and the ones in flight.
      'the WAL cut inside its second frame',
      () => truncateSync(`${file}-wal`, 32 + 4120 + 1000),
    ],
    [
      "the log file's header overwritten",
      () => {
        const fd = openSync(file, 'r+');
        writeSync(fd, Buffer.alloc(100, 0x5a), 0, 100, 0);
        closeSync(fd);
      },
    ],
  ];

  it.each(damages)(
    'given %s while many appends are in flight, then no append is acknowledged after the damage, and ping says so',
    async (_name, damage) => {
      await fill(600);
      await append(0, 'w'.repeat(3000)); // frames in the WAL that the damage can reach
      // A clean file check just ran: for the next 100 ms appends do not run it again (APPEND_FILE_CHECK_MS).
      await expect(store.ping()).resolves.toBeUndefined();
      let damaged = false;
      const acknowledgedAfter: number[] = [];
      let refused = 0;
      // 300 appends spread over ~30 ms, several per turn of the event loop (group commits), the damage at 8 ms.
      const inFlight = Array.from({ length: 300 }, (_, i) =>
        new Promise((resolve) => setTimeout(resolve, i % 30))
          .then(() => append(i, 'a'.repeat(200 + (i % 7) * 300)))
          .then(
            () => (damaged ? acknowledgedAfter.push(i) : undefined),
            () => (refused += 1),
          ),
      );
      setTimeout(() => {
        damage();
        damaged = true;
      }, 8);
      await Promise.all(inFlight);

      expect(damaged).toBe(true);
      expect(acknowledgedAfter).toEqual([]);
      expect(refused).toBeGreaterThan(0); // appends were in flight after the damage: refused, not dropped
      expect((await refusal(store.ping())).reason).toBe('corrupt');
      expect((await refusal(append(1000))).reason).toBe('corrupt');
    },
  );

  it('given the log file cut and grown back by a checkpoint before any check ran, then ping and the next append refuse', async () => {
    await fill(600);
    await expect(store.ping()).resolves.toBeUndefined(); // a clean check: the file's size is remembered
    const size = statSync(file).size;
    await append(1); // a commit in the WAL, so that the checkpoint below has pages to write back
    // The last 40 KiB cut, then a checkpoint by another connection: it writes the pages the WAL held and
    // sets the file to the database's size, zeros where the other cut pages were (SQLite refuses to
    // grow back only a cut longer than 64 KiB plus its WAL). No size is smaller than before.
    truncateSync(file, size - 40 * 1024);
    const other = new Database(file);
    other.pragma('wal_checkpoint(PASSIVE)');
    other.close();
    expect(statSync(file).size).toBeGreaterThanOrEqual(size);

    expect((await refusal(store.ping())).message).toMatch(
      /events\.sqlite is damaged: its page \d+ reads as zeros where the database has data \(cut short and grown back\)/,
    );
    expect((await refusal(append(2))).reason).toBe('corrupt');
  });

  it('given the last event changed in the file, then ping names it: its hash no longer links to the one before', async () => {
    await append(1);
    await append(2);
    const other = new Database(file);
    other.prepare('UPDATE events SET data = \'{"i":99}\' WHERE position = 2').run();
    other.close();

    expect((await refusal(store.ping())).message).toMatch(/event at position 2 .* does not match its hash/);
    await refusal(append(3));
  });

  it('given a healthy log that grows past automatic checkpoints and is checkpointed by another connection, then ping stays ok throughout', async () => {
    const other = new Database(file);
    try {
      for (let round = 0; round < 12; round++) {
        await Promise.all(Array.from({ length: 40 }, (_, j) => append(round * 40 + j, 'q'.repeat(900))));
        await expect(store.ping()).resolves.toBeUndefined();
        if (round % 3 === 2) other.pragma(round % 2 ? 'wal_checkpoint(PASSIVE)' : 'wal_checkpoint(RESTART)');
        await expect(store.ping()).resolves.toBeUndefined();
      }
    } finally {
      other.close();
    }
    expect(await store.readAll()).toHaveLength(480);
  });
});
