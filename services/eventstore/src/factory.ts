import { join } from 'node:path';
import { mkdirSync } from 'node:fs';
import type { EventStore } from './port';
import { SqliteEventStore } from './sqlite/sqlite-event-store';
import type { EventCatalogue } from '@chauffeur/contracts';
import { withCatalogue } from './catalogue-event-store';
import { logFileState, refuseLostLog } from './sqlite/lost-log';
import { verifyChainInBackground, verifyChainOfFile } from './sqlite/verify-in-background';
import { breakSeal, readSeal, sealMatches, writeSeal, type Seal } from './sqlite/verified-seal';
import { checkChain } from './sqlite/chain.mjs';
import { RESTORE_HINT } from './sqlite/integrity';
import { EventLogDamaged } from './errors';
import Database from 'better-sqlite3';

export type EventStoreConfig = { kind: 'sqlite'; dataDir: string } | { kind: 'esdb'; url: string };

/**
 * Opens the configured event store as the catalogue says (`withCatalogue`): every append validated and
 * stamped with its version, every event read in the current version of its type. The KurrentDB
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

/** The server's log as opened at start-up, with the state of its check (decision 118). */
export interface ServerEventStore {
  store: EventStore;
  /**
   * The full check (the hash chain; after a sealed start, SQLite's page check too), settled once; throws
   * EventLogDamaged on damage. Null for KurrentDB, which keeps its own integrity.
   */
  verified: () => Promise<{ events: number; ms: number } | null>;
  /**
   * True when the log was sealed by a clean stop and the events since were checked: the server may serve
   * before `verified()` settles, and must stop when it throws. False: await `verified()` before serving.
   */
  servesBeforeCheck: boolean;
  /** Closes the log and, when this run's full check passed, seals it for a fast next start. */
  closeAndSeal: () => Promise<void>;
}

/**
 * For the server's start-up, in one of two ways (decision 118):
 * - a log sealed by the last clean stop and unchanged since (verified-seal.ts): the events after the seal
 *   are checked now (none after a clean stop), and the whole file, pages and chain, on another thread while
 *   the server serves. Start-up no longer grows with the log.
 * - otherwise (first start, a crash, a copied or edited file): SQLite's page check now and the hash chain on
 *   another thread meanwhile (beside the read models' catch-up); `verified()` must be awaited before anything
 *   acts on the log's history (mail, HTTP).
 */
export async function openEventStoreForServer(
  config: EventStoreConfig,
  catalogue: EventCatalogue,
): Promise<ServerEventStore> {
  if (config.kind !== 'sqlite') {
    const store = await createEventStore(config, catalogue);
    return { store, verified: async () => null, servesBeforeCheck: false, closeAndSeal: () => store.close() };
  }
  const file = prepareSqlite(config.dataDir);
  const seal = readSeal(file);
  const tail = seal ? checkTailAfterSeal(file, seal) : null;
  const sealed = tail !== null;
  const store = new SqliteEventStore(file, { verify: sealed ? 'none' : 'pages' });
  const head = await refuseEmptyLog(store, config.dataDir);
  const started = Date.now();
  const check = sealed
    ? verifyChainInBackground(file, { pages: true })
    : head === null || head < BACKGROUND_FROM_EVENTS
      ? Promise.resolve().then(() => verifyChainOfFile(file))
      : verifyChainInBackground(file);
  // Settled now, thrown when asked: a damaged log found during the replay is not an unhandled rejection.
  const outcome = check.then(
    ({ events }) => ({ ok: true as const, events, ms: Date.now() - started }),
    (error: unknown) => {
      breakSeal(file); // never trusted on a seal again: the next start checks everything first
      return { ok: false as const, error };
    },
  );
  let checkedOk = false;
  return {
    store: withCatalogue(store, catalogue),
    servesBeforeCheck: sealed,
    verified: async () => {
      const result = await outcome;
      if (!result.ok) throw result.error;
      checkedOk = true;
      return { events: result.events, ms: result.ms };
    },
    closeAndSeal: async () => {
      const tip = checkedOk ? store.chainTip() : null;
      await store.close();
      if (tip) writeSeal(file, tip);
    },
  };
}

/**
 * The seal's event is still there with its hash, and every event after it chains on: the log may be served
 * now. Null when anything differs (the full check then runs before serving). Throws EventLogDamaged when an
 * event after the seal is broken: that damage is certain.
 */
function checkTailAfterSeal(file: string, seal: Seal): { events: number } | null {
  const db = new Database(file, { readonly: true });
  try {
    if (!sealMatches(db, seal)) return null;
    const { events, broken } = checkChain(db, seal);
    if (broken) {
      breakSeal(file);
      throw new EventLogDamaged(file, `The event log ${file} is damaged: ${broken}. ${RESTORE_HINT}`);
    }
    return { events };
  } catch (error) {
    if (error instanceof EventLogDamaged) throw error;
    return null; // unreadable here: the full check says why
  } finally {
    db.close();
  }
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
