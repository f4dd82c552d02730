import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SqliteEventStore, type EventToAppend, type RecordedEvent } from '@chauffeur/eventstore';
import { applyChanges, createReadStore, MemoryReadStore } from '@chauffeur/projections';
import { describeWithServer } from '@chauffeur/eventstore/testing';
import { MONGO_SERVER, openScratchMongoStore } from '@chauffeur/projections/testing';
import { analyticsProjection } from '../../../../bookings/index';
import { analyticsForLastDays } from '../../../../bookings/index';
import { allProjections } from '../../all-projections';
import { EXIT, parseArgs, parseUntil } from './args';
import { cli } from './main';
import type { CliIO } from './commands';
import { formatProgress } from './progress';
import { replayLog } from './replay';
import { toCsv } from './output';

const NAMES = allProjections.map((p) => p.name);

function capture(env: NodeJS.ProcessEnv, extra: Partial<CliIO> = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const io: CliIO = {
    stdout: { write: (text) => void out.push(text) },
    stderr: { write: (text) => void err.push(text), isTTY: false },
    env,
    ...extra,
  };
  return { io, out: () => out.join(''), err: () => err.join('') };
}

const event = (type: string, data: unknown, at: Date): EventToAppend => ({
  type,
  data,
  metadata: {
    eventId: randomUUID(),
    occurredAt: at.toISOString(),
    actor: { kind: 'system', name: 'test' },
    correlationId: randomUUID(),
    causationId: randomUUID(),
    schemaVersion: 1,
  },
});

describe('projections command line: arguments', () => {
  it('parses each command', () => {
    expect(parseArgs(['status', '--json'], NAMES)).toEqual({ kind: 'status', json: true, url: null });
    expect(parseArgs(['rebuild', 'bookings', '--url', 'http://localhost:3000'], NAMES)).toEqual({
      kind: 'rebuild',
      names: ['bookings'],
      url: 'http://localhost:3000',
      progress: true,
    });
    expect(parseArgs(['rebuild', '--all', '--no-progress'], NAMES)).toMatchObject({
      names: NAMES,
      progress: false,
    });
    expect(
      parseArgs(
        ['replay', 'bookings', '--until=2026-03-01T10:00:00Z', '--format', 'csv', '--out', 'b.csv'],
        NAMES,
      ),
    ).toEqual({
      kind: 'replay',
      name: 'bookings',
      until: new Date('2026-03-01T10:00:00Z'),
      format: 'csv',
      out: 'b.csv',
      days: 7,
    });
    expect(parseArgs([], NAMES)).toEqual({ kind: 'help' });
    expect(parseArgs(['status'], NAMES, { CHAUFFEUR_URL: 'http://x:1' })).toMatchObject({
      url: 'http://x:1',
    });
  });

  it('reads a day as the end of that day in Brussels, in winter and in summer time', () => {
    expect(parseUntil('2026-03-01').toISOString()).toBe('2026-03-01T22:59:59.999Z');
    expect(parseUntil('2026-07-01').toISOString()).toBe('2026-07-01T21:59:59.999Z');
    expect(parseUntil('2026-03-28').toISOString()).toBe('2026-03-28T22:59:59.999Z'); // the night DST starts
    expect(parseUntil('yesterday', new Date('2026-11-21T10:00:00Z')).toISOString()).toBe(
      '2026-11-20T22:59:59.999Z',
    );
    expect(parseUntil('2026-03-01T10:00').toISOString()).toBe('2026-03-01T10:00:00.000Z');
    expect(parseUntil('2026-03-01T10:00:00+01:00').toISOString()).toBe('2026-03-01T09:00:00.000Z');
  });

  it.each([
    [['frobnicate'], /Unknown command "frobnicate"/],
    [['replay', 'bokings'], /Unknown projection "bokings". Known projections: vehicles, .*bookings/],
    [['rebuild'], /which projection/],
    [['rebuild', 'bookings', '--all'], /not both/],
    [['replay', 'bookings', '--until', 'last tuesday'], /--until: "last tuesday" is not an ISO 8601 time/],
    [['replay', 'bookings', '--until', '2026-02-30'], /not a valid date/],
    [['replay', 'bookings', '--format', 'xml'], /--format: "xml" is not json or csv/],
    [['replay', 'bookings', '--days', '3'], /admin_analytics only/],
    [['replay', 'admin_analytics', '--days', '0'], /--days/],
    [['status', '--verbose'], /Unknown option --verbose/],
    [['status', '--until', '2026-01-01'], /does not apply to status/],
    [['replay', 'bookings', '--out'], /--out needs a value/],
    [['status', '--url', 'localhost:3000'], /not an http\(s\) URL/],
  ])('refuses %j with exit code 2', async (argv, message) => {
    const run = capture({});
    expect(await cli(argv, run.io)).toBe(EXIT.usage);
    expect(run.err()).toMatch(message);
  });
});

describe('projections command line: against an embedded data folder', () => {
  let dir: string;
  let store: SqliteEventStore;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'projections-cli-'));
    store = new SqliteEventStore(join(dir, 'events.sqlite'));
  });
  afterEach(async () => {
    vi.useRealTimers();
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** Appends at a chosen instant: the store stamps `recordedAt` with the (fake) clock. */
  async function appendAt(at: string, stream: string, type: string, data: unknown): Promise<RecordedEvent> {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(at));
    await store.append(stream, [event(type, data, new Date(at))], { expectedRevision: 'any' });
    vi.useRealTimers();
    return (await store.readAll()).at(-1)!;
  }

  /** A week of rides: completions and cancellations on known days, Brussels time. */
  async function rideLog(): Promise<RecordedEvent[]> {
    const rides: [string, string, number?][] = [
      ['2026-02-26T09:00:00Z', 'RideCompleted', 40.5],
      ['2026-02-27T23:30:00Z', 'RideCompleted', 100], // 00:30 on the 28th in Brussels
      ['2026-02-28T12:00:00Z', 'BookingCancelled'],
      ['2026-03-01T08:00:00Z', 'RideCompleted', 55.25],
      ['2026-03-01T22:30:00Z', 'RideCompleted', 10], // 23:30 on 1 March in Brussels
      ['2026-03-02T07:00:00Z', 'RideCompleted', 70],
      ['2026-03-03T10:00:00Z', 'BookingCancelled'],
    ];
    const recorded: RecordedEvent[] = [];
    for (const [at, type, fare] of rides) {
      const id = randomUUID();
      const data =
        type === 'RideCompleted' ? { booking_id: id, total_fare: fare } : { booking_id: id, reason: null };
      recorded.push(await appendAt(at, `booking-${id}`, type, data));
    }
    return recorded;
  }

  it('replay admin_analytics --until shows the dashboard as it was then (a model built by hand agrees)', async () => {
    const events = await rideLog();
    const until = '2026-03-01'; // the end of 1 March in Brussels
    const run = capture({ DATA_DIR: dir });
    expect(await cli(['replay', 'admin_analytics', '--until', until, '--days', '7'], run.io)).toBe(EXIT.ok);

    const byHand = new MemoryReadStore();
    for (const recorded of events.filter((e) => e.recordedAt <= new Date('2026-03-01T22:59:59.999Z')))
      await applyChanges(
        byHand,
        // A completion reads the fare's currency (decision 258): the changes come as a promise.
        (await analyticsProjection.project(recorded, {
          collection: byHand.collection.bind(byHand),
        })) as never,
        recorded.position,
      );
    const expected = await analyticsForLastDays(byHand, 7, new Date('2026-03-01T22:59:59.999Z'));
    expect(JSON.parse(run.out())).toEqual(expected);
    expect(expected.totals).toEqual({
      // Completions of requests the log does not hold: the settings so far, the default euro.
      total_revenue: [{ currency: 'EUR', amount: 205.75 }],
      completed_rides: 4,
      cancelled_rides: 1,
      no_show_rides: 0,
      completion_rate: 80,
    });
    expect(run.err()).toMatch(/replayed 5 events recorded up to 2026-03-01T22:59:59.999Z/);
  });

  it('pages through the log without skipping or repeating an event', async () => {
    const events = await rideLog();
    const store2 = new MemoryReadStore();
    const result = await replayLog(store, store2, [analyticsProjection], { batchSize: 2 });
    expect(result).toMatchObject({ events: 7, lastPosition: events.at(-1)!.position });
    const tail = await replayLog(store, new MemoryReadStore(), [analyticsProjection], {
      from: events[5]!.position,
      batchSize: 1,
    });
    expect(tail.events).toBe(2);
  });

  it('exports the analytics as CSV, one row per Brussels day, to a file', async () => {
    await rideLog();
    const out = join(dir, 'week.csv');
    const run = capture({ DATA_DIR: dir });
    expect(
      await cli(
        ['replay', 'admin_analytics', '--until', '2026-03-02T12:00:00Z', '--format', 'csv', '--out', out],
        run.io,
      ),
    ).toBe(EXIT.ok);
    expect(readFileSync(out, 'utf8').split('\r\n')).toEqual([
      // A revenue column per currency the company may charge in (decision 258).
      'date,total_revenue_EUR,total_revenue_GBP,total_revenue_USD,completed_rides,cancelled_rides',
      '2026-02-24,0,0,0,0,0',
      '2026-02-25,0,0,0,0,0',
      '2026-02-26,40.5,0,0,1,0',
      '2026-02-27,0,0,0,0,0',
      '2026-02-28,100,0,0,1,1',
      '2026-03-01,65.25,0,0,2,0',
      '2026-03-02,70,0,0,1,0',
      '',
    ]);
    expect(run.out()).toBe('');
  });

  it('replays another read model as JSON documents or CSV rows with dotted columns', async () => {
    await appendAt('2026-03-01T10:00:00Z', 'vehicle-1', 'VehicleAdded', vehicleData('Mercedes, "E" class'));
    const json = capture({ DATA_DIR: dir });
    expect(await cli(['replay', 'vehicles'], json.io)).toBe(EXIT.ok);
    const docs = JSON.parse(json.out()) as Record<string, unknown>[];
    expect(docs).toHaveLength(1);
    expect(docs[0]).not.toHaveProperty('_pos');
    const csv = capture({ DATA_DIR: dir });
    expect(await cli(['replay', 'vehicles', '--format', 'csv'], csv.io)).toBe(EXIT.ok);
    const [header, row] = csv.out().split('\r\n');
    expect(header).toMatch(/^_id,/);
    expect(header).toContain('specs.seats');
    expect(row).toContain('"Mercedes, ""E"" class"');
  });

  it('defuses formula cells in CSV as the admin web export does (issue 13)', async () => {
    await appendAt('2026-03-01T10:00:00Z', 'vehicle-1', 'VehicleAdded', {
      ...vehicleData('=HYPERLINK("http://evil.example","Click")'),
      description: '@SUM(1+1)',
    });
    const csv = capture({ DATA_DIR: dir });
    expect(await cli(['replay', 'vehicles', '--format', 'csv'], csv.io)).toBe(EXIT.ok);
    const row = csv.out().split('\r\n')[1]!;
    expect(row).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")"`);
    expect(row).toContain(",'@SUM(1+1),");
    expect(row).not.toMatch(/(^|,)[=@]/);
  });

  it('status --json lists every projection with the head of the log', async () => {
    await rideLog();
    const run = capture({ DATA_DIR: dir });
    expect(await cli(['status', '--json'], run.io)).toBe(EXIT.ok);
    const rows = JSON.parse(run.out()) as { name: string; head: string; state: string; lag_events: number }[];
    expect(rows.map((r) => r.name)).toEqual(NAMES);
    expect(rows[0]).toMatchObject({
      state: 'offline',
      lag_events: null,
      head: String((await store.head())!.position),
    });
    const table = capture({ DATA_DIR: dir });
    expect(await cli(['status'], table.io)).toBe(EXIT.ok);
    expect(table.out().split('\n')[0]).toMatch(
      /^PROJECTION\s+STATE\s+CHECKPOINT\s+HEAD\s+LAG \(events\)\s+LAG \(ms\)$/,
    );
  });

  it('rebuild of the embedded read models without a server refuses and says how (it never pretends)', async () => {
    await rideLog();
    const run = capture({ DATA_DIR: dir });
    expect(await cli(['rebuild', 'admin_analytics'], run.io)).toBe(EXIT.usage);
    expect(run.out()).toBe('');
    expect(run.err()).toMatch(
      /embedded read models .*read\.sqlite.* written by the running server's projectors only/,
    );
    expect(run.err()).toMatch(/--url http:\/\/<host>:<port>/);
    expect(run.err()).toMatch(/stop the server, delete read\.sqlite/);
    const memory = capture({ DATA_DIR: dir, READ_STORE: 'memory' });
    expect(await cli(['rebuild', 'admin_analytics'], memory.io)).toBe(EXIT.usage);
    expect(memory.err()).toMatch(/embedded read models .* live in the running server's memory/);
  });

  it("status without a server shows the checkpoints of the server's read.sqlite, and never creates that file", async () => {
    await rideLog();
    const before = capture({ DATA_DIR: dir });
    expect(await cli(['status', '--json'], before.io)).toBe(EXIT.ok);
    expect(before.err()).toMatch(/no read models yet/);
    expect(existsSync(join(dir, 'read.sqlite'))).toBe(false);

    const head = (await store.head())!.position;
    const readStore = await createReadStore({ kind: 'sqlite', path: join(dir, 'read.sqlite') });
    await readStore.checkpoints.set('bookings', head);
    await readStore.close();
    const after = capture({ DATA_DIR: dir });
    expect(await cli(['status', '--json'], after.io)).toBe(EXIT.ok);
    const rows = JSON.parse(after.out()) as { name: string; checkpoint: string | null; lag_events: number }[];
    expect(rows.find((r) => r.name === 'bookings')).toMatchObject({
      checkpoint: String(head),
      lag_events: 0,
    });
  });

  it('reads its configuration through the server loader: a key the server refuses is refused here too', async () => {
    const run = capture({ DATA_DIR: dir, EVENT_STORE: 'postgres' });
    expect(await cli(['status'], run.io)).toBe(EXIT.usage);
    expect(run.err()).toMatch(/Invalid configuration:\n {2}- EVENT_STORE:/);
    const mongo = capture({ DATA_DIR: dir, READ_STORE: 'mongo' });
    expect(await cli(['rebuild', 'bookings'], mongo.io)).toBe(EXIT.usage);
    expect(mongo.err()).toMatch(/MONGO_URL: is required when READ_STORE=mongo/);
  });

  it('says clearly when the store or the server cannot be reached (exit code 3)', async () => {
    const missing = capture({ DATA_DIR: join(dir, 'nothing-here') });
    expect(await cli(['status'], missing.io)).toBe(EXIT.unreachable);
    expect(missing.err()).toMatch(/Cannot reach the event log .*nothing-here.*events.sqlite: no such file/);

    const server = capture({ DATA_DIR: dir, ADMIN_TOKEN: 't' });
    expect(await cli(['status', '--url', 'http://127.0.0.1:9'], server.io)).toBe(EXIT.unreachable);
    expect(server.err()).toMatch(/Cannot reach the server at http:\/\/127.0.0.1:9/);

    const noCredentials = capture({ DATA_DIR: dir });
    expect(await cli(['rebuild', 'bookings', '--url', 'http://127.0.0.1:9'], noCredentials.io)).toBe(
      EXIT.unreachable,
    );
    expect(noCredentials.err()).toMatch(/set ADMIN_TOKEN, or ADMIN_EMAIL and ADMIN_PASSWORD/);
  });

  it('rebuild --url says a rebuild failed when the server kept the model live beside its failure (exit code 1)', async () => {
    const status = (extra: Record<string, unknown>) => ({
      name: 'bookings',
      checkpoint: '40',
      head: '40',
      lag_events: 0,
      lag_ms: 0,
      events_applied: 40,
      error: null,
      ...extra,
    });
    const failure = {
      message: 'lookup failed',
      position: '12',
      event_type: 'BookingRequested',
      at: '2026-11-30T01:00:00Z',
    };
    const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) =>
      init?.method === 'POST'
        ? Response.json(status({ state: 'rebuilding', rebuild: { done: 0, total: 40 } }), { status: 202 })
        : Response.json({ items: [status({ state: 'live', rebuild_failed: failure })], reactors: [] }),
    );
    const run = capture(
      { DATA_DIR: dir, ADMIN_TOKEN: 't' },
      { fetch: fetch as typeof globalThis.fetch, pollMs: 1 },
    );
    // Before, the model back to live with no lag read as done: "rebuilt by the server", exit code 0.
    expect(await cli(['rebuild', 'bookings', '--url', 'http://127.0.0.1:9'], run.io)).toBe(EXIT.failed);
    expect(run.out()).toContain('bookings: rebuild failed: lookup failed');
  });
});

describe('projections command line: output helpers', () => {
  it('draws a progress line with rate and time left', () => {
    expect(formatProgress('bookings', { done: 500, total: 1000 }, 1000)).toBe(
      `bookings [${'█'.repeat(15)}${'░'.repeat(15)}]  50% 500/1000 events  500 ev/s  left 1s`,
    );
  });

  it('writes RFC 4180 CSV', () => {
    expect(
      toCsv([
        { a: 1, b: { c: 'x,y' } },
        { a: null, d: ['p'] },
      ]),
    ).toBe('a,b.c,d\r\n1,"x,y",\r\n,,"[""p""]"\r\n');
  });
});

function vehicleData(name: string) {
  return {
    vehicle_id: randomUUID(),
    name,
    specs: { seats: 4 },
  };
}

await describeWithServer(
  'projections command line: rebuild against a MongoDB read store',
  MONGO_SERVER,
  (url) => {
    let dir: string;
    let scratch: Awaited<ReturnType<typeof openScratchMongoStore>>;

    beforeEach(async () => {
      dir = mkdtempSync(join(tmpdir(), 'projections-cli-mongo-'));
      scratch = await openScratchMongoStore(url(), 'cli');
    });
    afterEach(async () => {
      await scratch.dispose();
      rmSync(dir, { recursive: true, force: true });
    });

    it('rebuilds blue/green through the one flow: the bug is gone, the checkpoint is the head', async () => {
      const log = new SqliteEventStore(join(dir, 'events.sqlite'));
      for (const name of ['Sedan', 'Van'])
        await log.append(`vehicle-${randomUUID()}`, [event('VehicleAdded', vehicleData(name), new Date())], {
          expectedRevision: 'no_stream',
        });
      const head = (await log.head())!.position;
      await log.close();
      const { store } = scratch;
      await store.collection('vehicles').insertOne({ _id: 'ghost', name: 'left by a bug' });
      const run = capture({
        DATA_DIR: dir,
        READ_STORE: 'mongo',
        MONGO_URL: url(),
        MONGO_DB: (store as unknown as { db: { databaseName: string } }).db.databaseName,
      });
      expect(await cli(['rebuild', 'vehicles', '--no-progress'], run.io)).toBe(EXIT.ok);
      expect(run.out()).toMatch(/^vehicles: rebuilt 2 events .* switched to vehicles\n$/);
      const names = (await store.collection('vehicles').find({}, { sort: { name: 1 } })).map(
        (doc) => doc.name,
      );
      expect(names).toEqual(['Sedan', 'Van']);
      expect(await store.checkpoints.get('vehicles')).toBe(head);
    });
  },
);
