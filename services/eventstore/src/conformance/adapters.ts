import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe } from 'vitest';
import type { EventStore } from '../port';
import { SqliteEventStore } from '../sqlite/sqlite-event-store';
import { EsdbEventStore } from '../esdb/esdb-event-store';
import { EVENTSTORE_SERVER } from './esdb-server';
import { describeWithServer, type ExternalServer } from './external-server';

/** One store opened for one test. */
export interface AdapterHarness<T> {
  store: T;
  /** True when the store starts empty (embedded); false on a shared server holding other data. */
  isolated: boolean;
  /** Closes the store and removes what the harness created. */
  dispose(): Promise<void>;
}

/** One adapter of a port, as the suites that must hold on every adapter open it. */
export interface AdapterCase<T> {
  name: string;
  /** The server it needs (given by URL or started in Docker); absent for an embedded adapter. */
  server?: ExternalServer;
  /** Opens a fresh store; `url` is the server's (empty for an embedded adapter). */
  open(url: string): Promise<AdapterHarness<T>>;
}

/** A scratch directory, removed by the returned function. */
export function scratchDir(prefix: string): { dir: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), `${prefix}-`));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * Every EventStore adapter (issue 19): the embedded SQLite log, and KurrentDB (`KURRENTDB_URL` or `EVENTSTORE_URL`, else a
 * container). A suite written once over this list runs on each; the server's skips visibly without one.
 */
export const EVENT_STORE_ADAPTERS: ReadonlyArray<AdapterCase<EventStore>> = [
  {
    name: 'SQLite event store',
    async open() {
      const { dir, remove } = scratchDir('es-sqlite');
      const store = new SqliteEventStore(join(dir, 'events.sqlite'));
      return { store, isolated: true, dispose: async () => (await store.close(), remove()) };
    },
  },
  {
    name: 'KurrentDB event store',
    server: EVENTSTORE_SERVER,
    async open(url) {
      const store = await EsdbEventStore.connect(url);
      return { store, isolated: false, dispose: () => store.close() };
    },
  },
];

/** Registers `body` once per adapter, in a `describe` named after it; call with top-level `await`. */
export async function describeForEachAdapter<T>(
  title: string,
  adapters: ReadonlyArray<AdapterCase<T>>,
  body: (open: () => Promise<AdapterHarness<T>>, adapter: AdapterCase<T>) => void,
): Promise<void> {
  for (const adapter of adapters) {
    const named = `${title} (${adapter.name})`;
    if (adapter.server) {
      await describeWithServer(named, adapter.server, (url) => body(() => adapter.open(url()), adapter));
    } else {
      describe(named, () => body(() => adapter.open(''), adapter));
    }
  }
}

/**
 * Registers `body` for pairs of adapters of two ports (an event store and a read store): every adapter of
 * each side at least once, beside the first embedded adapter of the other side, so that each pair needs at
 * most one server. Call with top-level `await`.
 */
export async function describeForEachPair<A, B>(
  title: string,
  left: ReadonlyArray<AdapterCase<A>>,
  right: ReadonlyArray<AdapterCase<B>>,
  body: (open: { left: () => Promise<AdapterHarness<A>>; right: () => Promise<AdapterHarness<B>> }) => void,
): Promise<void> {
  const embeddedLeft = left.find((adapter) => !adapter.server);
  const embeddedRight = right.find((adapter) => !adapter.server);
  if (!embeddedLeft || !embeddedRight) throw new Error('each side needs an embedded adapter');
  const pairs = [
    ...left.map((a) => [a, embeddedRight] as const),
    ...right.filter((b) => b !== embeddedRight).map((b) => [embeddedLeft, b] as const),
  ];
  for (const [a, b] of pairs) {
    const named = `${title} (${a.name} × ${b.name})`;
    const server = a.server ?? b.server;
    const register = (url: () => string) =>
      body({ left: () => a.open(a.server ? url() : ''), right: () => b.open(b.server ? url() : '') });
    if (server) await describeWithServer(named, server, register);
    else describe(named, () => register(() => ''));
  }
}
