import { writeFile } from 'node:fs/promises';
import type { EventStore } from '@chauffeur/eventstore';
import { MemoryReadStore, type Doc, type Projection, type ReadStore } from '@chauffeur/projections';
import { CURRENCIES, type Currency, type SumsByCurrency } from '@chauffeur/contracts';
import { analyticsForLastDays } from '../../../../bookings/index';
import { CliError, EXIT, type Command, USAGE } from './args';
import { progressBar, type ProgressOutput } from './progress';
import { replayLog } from './replay';
import { cleanDoc, toCsv } from './output';
import { ServerClient } from './server-client';
import { openEventStore, openPersistedReadStore, openReadStore, storesConfig } from './stores';
import { blueGreenRebuild } from './blue-green';
import { statusFromStores, type StatusRow } from './status';

export interface CliIO {
  stdout: { write(text: string): void };
  /** Progress bars and notes go here, so that stdout stays clean for `--json` and exports. */
  stderr: ProgressOutput;
  env: NodeJS.ProcessEnv;
  fetch?: typeof fetch;
  /** How often a server rebuild is polled. */
  pollMs?: number;
  /** The clock of an offline status's lag_ms. Default: the system clock. */
  now?: () => Date;
}

export async function runCommand(
  command: Command,
  projections: readonly Projection[],
  io: CliIO,
): Promise<number> {
  switch (command.kind) {
    case 'help':
      io.stdout.write(`${USAGE}\n`);
      return EXIT.ok;
    case 'status':
      return status(command, projections, io);
    case 'rebuild':
      return rebuild(command, projections, io);
    case 'replay':
      return replay(command, projections, io);
  }
}

async function status(
  command: Extract<Command, { kind: 'status' }>,
  projections: readonly Projection[],
  io: CliIO,
): Promise<number> {
  const rows: StatusRow[] = command.url
    ? await new ServerClient(command.url, io.env, io.fetch).status()
    : await statusOffline(projections, io);
  if (command.json) io.stdout.write(`${JSON.stringify(rows, null, 2)}\n`);
  else io.stdout.write(table(rows));
  return rows.some((row) => row.state === 'failed') ? EXIT.failed : EXIT.ok;
}

/** Without a server: opens the stores as the server would and reads the status from them. */
async function statusOffline(projections: readonly Projection[], io: CliIO): Promise<StatusRow[]> {
  const config = storesConfig(io.env);
  const eventStore = await openEventStore(config.eventStore);
  const readStore = await openPersistedReadStore(config.readStore);
  try {
    if (!readStore)
      io.stderr.write(
        config.readStore.kind === 'sqlite'
          ? `note: no read models yet (${config.readStore.path} is created by the server at its first start)\n`
          : 'note: the embedded read models live in the server process; checkpoints shown with --url <server>\n',
      );
    return await statusFromStores(eventStore, readStore, projections, (io.now ?? (() => new Date()))());
  } finally {
    await readStore?.close();
    await eventStore.close();
  }
}

function table(rows: readonly StatusRow[]): string {
  const header = ['PROJECTION', 'STATE', 'CHECKPOINT', 'HEAD', 'LAG (events)', 'LAG (ms)'];
  const cells = rows.map((row) => [
    row.name,
    row.state,
    row.checkpoint ?? '-',
    row.head ?? '-',
    row.lag_events === null ? '-' : String(row.lag_events),
    row.lag_ms === null ? '-' : String(row.lag_ms),
  ]);
  const widths = header.map((title, i) => Math.max(title.length, ...cells.map((line) => line[i]!.length)));
  const format = (line: string[]) =>
    line
      .map((text, i) => (i >= 2 ? text.padStart(widths[i]!) : text.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  return `${[header, ...cells].map(format).join('\n')}\n`;
}

async function rebuild(
  command: Extract<Command, { kind: 'rebuild' }>,
  projections: readonly Projection[],
  io: CliIO,
): Promise<number> {
  const chosen = command.names.map((name) => projections.find((p) => p.name === name)!);
  const output: ProgressOutput = command.progress ? io.stderr : { write: () => undefined };
  if (command.url)
    return rebuildOnServer(new ServerClient(command.url, io.env, io.fetch), chosen, output, io);
  const config = storesConfig(io.env);
  // The embedded read models live in the server's memory, or in read.sqlite which only the server's own
  // projectors write (another process renaming its tables under them would break them): nothing outside
  // that process can rebuild them. Replaying into a throw-away store instead would only pretend (issue 15),
  // so say how to do it for real.
  if (config.readStore.kind === 'memory') throw new CliError(EMBEDDED_REBUILD, EXIT.usage);
  if (config.readStore.kind === 'sqlite') throw new CliError(SQLITE_REBUILD, EXIT.usage);
  const eventStore = await openEventStore(config.eventStore);
  try {
    const readStore = await openReadStore(config.readStore);
    try {
      for (const projection of chosen) {
        const bar = progressBar(projection.name, output);
        const result = await blueGreenRebuild(eventStore, readStore, projection, {
          onProgress: bar.update,
        });
        bar.finish();
        io.stdout.write(
          `${projection.name}: rebuilt ${summary(result.events, result.ms)}, switched to ${result.collections.join(', ')}\n`,
        );
      }
    } finally {
      await readStore.close();
    }
    return EXIT.ok;
  } finally {
    await eventStore.close();
  }
}

export const EMBEDDED_REBUILD =
  "rebuild: the embedded read models (READ_STORE=memory) live in the running server's memory; " +
  'nothing outside it can rebuild them.\n' +
  'Ask the server to: npm run projections -- rebuild <name> --url http://<host>:<port> ' +
  '(or set CHAUFFEUR_URL; credentials ADMIN_TOKEN, or ADMIN_EMAIL + ADMIN_PASSWORD).\n' +
  'To check a projection against the log offline, use: npm run projections -- replay <name>';

export const SQLITE_REBUILD =
  'rebuild: the embedded read models (READ_STORE=sqlite, DATA_DIR/read.sqlite) are written by the running ' +
  "server's projectors only; nothing outside it may rebuild them.\n" +
  'Ask the server to: npm run projections -- rebuild <name> --url http://<host>:<port> ' +
  '(or set CHAUFFEUR_URL; credentials ADMIN_TOKEN, or ADMIN_EMAIL + ADMIN_PASSWORD).\n' +
  'Or rebuild them all: stop the server, delete read.sqlite (and read.sqlite-wal, read.sqlite-shm), start it.\n' +
  'To check a projection against the log offline, use: npm run projections -- replay <name>';

const summary = (events: number, ms: number) =>
  `${events} events in ${(ms / 1000).toFixed(1)}s (${ms > 0 ? Math.round((events / ms) * 1000) : events} ev/s)`;

/** Asks the server to rebuild each projection in turn and follows its progress through its status. */
async function rebuildOnServer(
  client: ServerClient,
  chosen: readonly Projection[],
  output: ProgressOutput,
  io: CliIO,
): Promise<number> {
  const pollMs = io.pollMs ?? 200;
  for (const projection of chosen) {
    const started = Date.now();
    let current = await client.startRebuild(projection.name);
    const bar = progressBar(projection.name, output);
    // The log's length: the lag right after the restart, or the head when it was already applied.
    let total = Math.max(current.lag_events, 0);
    for (;;) {
      total = Math.max(total, current.lag_events);
      const applied = current.checkpoint === null ? 0 : total - current.lag_events;
      bar.update({ done: applied, total });
      // A new version's rebuild that fails is `failed`; one asked for leaves the model live beside its failure.
      const failure = current.state === 'failed' ? (current.error ?? null) : (current.rebuild_failed ?? null);
      if (current.state === 'failed' || failure) {
        bar.finish();
        io.stdout.write(`${projection.name}: rebuild failed: ${failure?.message ?? 'unknown error'}\n`);
        return EXIT.failed;
      }
      if (current.state === 'live' && current.lag_events === 0) break;
      await new Promise((resolve) => setTimeout(resolve, pollMs));
      const statuses = await client.status();
      current = statuses.find((s) => s.name === projection.name)!;
    }
    // A rebuild faster than the first poll shows no lag: count what the projection applied instead.
    total = Math.max(total, current.events_applied);
    bar.update({ done: total, total });
    bar.finish();
    io.stdout.write(
      `${projection.name}: rebuilt by the server in ${((Date.now() - started) / 1000).toFixed(1)}s\n`,
    );
  }
  return EXIT.ok;
}

async function replay(
  command: Extract<Command, { kind: 'replay' }>,
  projections: readonly Projection[],
  io: CliIO,
): Promise<number> {
  const projection = projections.find((p) => p.name === command.name)!;
  const config = storesConfig(io.env);
  const eventStore: EventStore = await openEventStore(config.eventStore);
  const readStore = new MemoryReadStore();
  try {
    const result = await replayLog(eventStore, readStore, [projection], { until: command.until });
    io.stderr.write(
      `${projection.name}: replayed ${result.events} events` +
        `${command.until ? ` recorded up to ${command.until.toISOString()}` : ''}` +
        ` (last position ${result.lastPosition ?? '-'})\n`,
    );
    const text = await render(command, projection, readStore);
    if (command.out) {
      await writeFile(command.out, text).catch((error: unknown) => {
        throw new CliError(`Cannot write ${command.out}: ${(error as Error).message}`, EXIT.failed);
      });
      io.stderr.write(`written to ${command.out}\n`);
    } else io.stdout.write(text);
    return EXIT.ok;
  } finally {
    await eventStore.close();
  }
}

/** The CSV has one revenue column per currency the company may charge in, whatever the period's (decision 258). */
const CURRENCY_CODES = [...CURRENCIES].sort();
const revenueColumn = (currency: Currency) => `total_revenue_${currency}`;
const revenueColumns = (sums: SumsByCurrency) =>
  Object.fromEntries(
    CURRENCY_CODES.map((currency) => [
      revenueColumn(currency),
      sums.find((sum) => sum.currency === currency)?.amount ?? 0,
    ]),
  );

/**
 * What a replay writes. admin_analytics: the dashboard itself (`analyticsForLastDays` for `--days` days
 * ending on the `--until` day, the same query the admin dashboard runs); CSV: one row per day, a revenue column per currency. Any other
 * projection: its documents sorted by `_id` (JSON: an array, or an object by collection when it has
 * several; CSV: one row per document, nested fields as dotted columns, one section per collection).
 */
async function render(
  command: Extract<Command, { kind: 'replay' }>,
  projection: Projection,
  store: ReadStore,
): Promise<string> {
  if (projection.name === 'admin_analytics') {
    const analytics = await analyticsForLastDays(store, command.days, command.until ?? new Date());
    if (command.format === 'json') return `${JSON.stringify(analytics, null, 2)}\n`;
    return toCsv(
      analytics.days.map(({ total_revenue, ...day }) => ({ ...day, ...revenueColumns(total_revenue) })),
      ['date', ...CURRENCY_CODES.map(revenueColumn), 'completed_rides', 'cancelled_rides'],
    );
  }
  const byCollection = new Map<string, Doc[]>();
  for (const name of projection.collections)
    byCollection.set(name, (await store.collection(name).find({}, { sort: { _id: 1 } })).map(cleanDoc));
  if (command.format === 'json') {
    const value =
      projection.collections.length === 1
        ? byCollection.get(projection.collections[0]!)
        : Object.fromEntries(byCollection);
    return `${JSON.stringify(value, null, 2)}\n`;
  }
  if (projection.collections.length === 1) return toCsv(byCollection.get(projection.collections[0]!)!);
  return [...byCollection].map(([name, docs]) => `# ${name}\r\n${toCsv(docs)}`).join('\r\n');
}
