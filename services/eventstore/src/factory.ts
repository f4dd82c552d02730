import { join } from 'node:path';
import { mkdirSync } from 'node:fs';
import type { EventStore } from './port';
import { SqliteEventStore } from './sqlite/sqlite-event-store';
import type { EventCatalogue } from '@chauffeur/contracts';
import { withCatalogue } from './catalogue-event-store';
import { logFileState, refuseLostLog } from './sqlite/lost-log';
import { verifyChainInBackground, verifyChainOfFile } from './sqlite/verify-in-background';

export type EventStoreConfig = { kind: 'sqlite'; dataDir: string } | { kind: 'esdb'; url: string };

/**
 * Opens the configured event store as the catalogue says (`withCatalogue`): every append validated and
 * stamped with its version, every event read in the current version of its type. The EventStoreDB
 * client is loaded only when used.
 */
export async function createEventStore(
  config: EventStoreConfig,
  catalogue: EventCatalogue,
): Promise<EventStore> {
  return withCatalogue(await openStore(config), catalogue);
}

/** Below this many events the chain is checked at once: a worker thread costs more to start than that. */
const BACKGROUND_FROM_EVENTS = 20_000n;

/**
 * For the server's start-up: opens the store after SQLite's page check only and checks the hash chain on
 * another thread meanwhile. `verified()` must be awaited before anything acts on the log's history (mail,
 * HTTP); it throws EventLogDamaged on damage. (EventStoreDB keeps its own integrity: nothing to wait for.)
 */
export async function openEventStoreForServer(
  config: EventStoreConfig,
  catalogue: EventCatalogue,
): Promise<{ store: EventStore; verified: () => Promise<{ events: number; ms: number } | null> }> {
  if (config.kind !== 'sqlite')
    return { store: await createEventStore(config, catalogue), verified: async () => null };
  const file = prepareSqlite(config.dataDir);
  const store = new SqliteEventStore(file, { verify: 'pages' });
  const head = await refuseEmptyLog(store, config.dataDir);
  const started = Date.now();
  const check =
    head === null || head < BACKGROUND_FROM_EVENTS
      ? Promise.resolve().then(() => verifyChainOfFile(file))
      : verifyChainInBackground(file);
  // Settled now, thrown when asked: a damaged log found during the replay is not an unhandled rejection.
  const outcome = check.then(
    ({ events }) => ({ ok: true as const, events, ms: Date.now() - started }),
    (error: unknown) => ({ ok: false as const, error }),
  );
  return {
    store: withCatalogue(store, catalogue),
    verified: async () => {
      const result = await outcome;
      if (!result.ok) throw result.error;
      return { events: result.events, ms: result.ms };
    },
  };
}

/** The sqlite log's file, after refusing a missing or zero-length log beside existing data. */
function prepareSqlite(dataDir: string): string {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'events.sqlite');
  const state = logFileState(file);
  if (state !== 'present') refuseLostLog(dataDir, state);
  return file;
}

/** A log that opens but holds no event (a copy without its -wal file) is lost too when data says so. */
async function refuseEmptyLog(store: SqliteEventStore, dataDir: string): Promise<bigint | null> {
  const head = await store.head();
  if (head !== null) return head.position;
  try {
    refuseLostLog(dataDir, 'no events');
  } catch (error) {
    await store.close();
    throw error;
  }
  return null;
}

async function openStore(config: EventStoreConfig): Promise<EventStore> {
  if (config.kind === 'sqlite') {
    const store = new SqliteEventStore(prepareSqlite(config.dataDir));
    await refuseEmptyLog(store, config.dataDir);
    return store;
  }
  const { EsdbEventStore } = await import('./esdb/esdb-event-store');
  return EsdbEventStore.connect(config.url);
}
