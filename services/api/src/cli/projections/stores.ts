import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createEventStore, type EventStore, type EventStoreConfig } from '@chauffeur/eventstore';
import type { ReadStore } from '../../../../../projections/src/readstore/port';
import { createReadStore, type ReadStoreConfig } from '../../../../../projections/src/readstore/factory';
import { CliError, EXIT } from './args';
import { eventCatalogue } from '../../event-catalogue';

export interface StoresConfig {
  eventStore: EventStoreConfig;
  readStore: ReadStoreConfig;
}

const CONNECT_TIMEOUT_MS = 10_000;

/**
 * The stores from the same environment keys the server reads (services/api/src/config.ts): DATA_DIR,
 * EVENT_STORE, EVENTSTORE_URL, READ_STORE, MONGO_URL, MONGO_DB, with the same defaults.
 */
export function storesConfig(env: NodeJS.ProcessEnv): StoresConfig {
  const eventStoreKind = env.EVENT_STORE || 'sqlite';
  const readStoreKind = env.READ_STORE || 'memory';
  if (eventStoreKind !== 'sqlite' && eventStoreKind !== 'esdb')
    throw new CliError(`EVENT_STORE must be sqlite or esdb (got "${eventStoreKind}")`, EXIT.usage);
  if (readStoreKind !== 'memory' && readStoreKind !== 'mongo')
    throw new CliError(`READ_STORE must be memory or mongo (got "${readStoreKind}")`, EXIT.usage);
  if (eventStoreKind === 'esdb' && !env.EVENTSTORE_URL)
    throw new CliError('EVENTSTORE_URL is required when EVENT_STORE=esdb', EXIT.usage);
  if (readStoreKind === 'mongo' && !env.MONGO_URL)
    throw new CliError('MONGO_URL is required when READ_STORE=mongo', EXIT.usage);
  return {
    eventStore:
      eventStoreKind === 'esdb'
        ? { kind: 'esdb', url: env.EVENTSTORE_URL! }
        : { kind: 'sqlite', dataDir: resolve(env.DATA_DIR || './data') },
    readStore:
      readStoreKind === 'mongo'
        ? { kind: 'mongo', url: env.MONGO_URL!, dbName: env.MONGO_DB || 'chauffeur' }
        : { kind: 'memory' },
  };
}

const describe = (config: EventStoreConfig | ReadStoreConfig): string =>
  config.kind === 'sqlite'
    ? `the event log ${join(config.dataDir, 'events.sqlite')}`
    : config.kind === 'esdb'
      ? `EventStoreDB at ${redact(config.url)}`
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
