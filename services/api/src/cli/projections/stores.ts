import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createEventStore, type EventStore, type EventStoreConfig } from '@chauffeur/eventstore';
import { createReadStore, type ReadStore, type ReadStoreConfig } from '@chauffeur/projections';
import { ConfigError, loadConfig } from '../../config';
import { CliError, EXIT } from './args';
import { eventCatalogue } from '../../event-catalogue';

export interface StoresConfig {
  eventStore: EventStoreConfig;
  readStore: ReadStoreConfig;
}

const CONNECT_TIMEOUT_MS = 10_000;

/**
 * The stores, read by the server's own configuration loader (services/api/src/config.ts): the same keys,
 * defaults and checks as the server, so the command line never reads an environment the server would
 * refuse, nor reads it differently.
 */
export function storesConfig(env: NodeJS.ProcessEnv): StoresConfig {
  try {
    const { eventStore, readStore } = loadConfig(env);
    return { eventStore, readStore };
  } catch (error) {
    if (error instanceof ConfigError) throw new CliError(error.message, EXIT.usage);
    throw error;
  }
}

const describe = (config: EventStoreConfig | ReadStoreConfig): string =>
  'dataDir' in config
    ? `the event log ${join(config.dataDir, 'events.sqlite')}`
    : config.kind === 'sqlite'
      ? `the SQLite read store ${config.path}`
      : config.kind === 'esdb'
        ? `KurrentDB at ${redact(config.url)}`
        : config.kind === 'mongo'
          ? `MongoDB at ${redact(config.url)}`
          : 'the in-memory read store';

/** Hides a password in a connection string. */
const redact = (url: string) => url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');

async function withTimeout<T>(what: string, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`no answer within ${CONNECT_TIMEOUT_MS / 1000}s`)),
      CONNECT_TIMEOUT_MS,
    );
  });
  try {
    return await Promise.race([work, timeout]);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new CliError(`Cannot reach ${what}: ${reason}`, EXIT.unreachable);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Opens the event log for reading. The embedded log must exist already: the command line never creates
 * an empty one by mistake. SQLite in WAL mode lets it read while the server writes.
 */
export async function openEventStore(config: EventStoreConfig): Promise<EventStore> {
  if (config.kind === 'sqlite' && !existsSync(join(config.dataDir, 'events.sqlite')))
    throw new CliError(
      `Cannot reach ${describe(config)}: no such file (set DATA_DIR to the server's data folder)`,
      EXIT.unreachable,
    );
  const store = await withTimeout(describe(config), createEventStore(config, eventCatalogue));
  await withTimeout(describe(config), store.ping()).catch(async (error: unknown) => {
    await store.close().catch(() => undefined);
    throw error;
  });
  return store;
}

export async function openReadStore(config: ReadStoreConfig): Promise<ReadStore> {
  const store = await withTimeout(describe(config), createReadStore(config));
  await withTimeout(describe(config), store.ping()).catch(async (error: unknown) => {
    await store.close().catch(() => undefined);
    throw error;
  });
  return store;
}

/**
 * The read store whose checkpoints the status shows: MongoDB, or the embedded `read.sqlite` once the server
 * has created it (the command line never creates one); null for the in-memory store, which lives in the
 * server process.
 */
export async function openPersistedReadStore(config: ReadStoreConfig): Promise<ReadStore | null> {
  if (config.kind === 'memory') return null;
  if (config.kind === 'sqlite' && !existsSync(config.path)) return null;
  return openReadStore(config);
}
