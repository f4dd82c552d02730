import { rmSync } from 'node:fs';
import type { EventStore } from '@chauffeur/eventstore';
import { createReadStore, type Projection, type ReadStore } from '@chauffeur/projections';
import type { Config } from './config';

/** The SQLite read store's files: the database and its write-ahead log and index. */
export const readStoreFiles = (path: string) => [path, `${path}-wal`, `${path}-shm`];

/**
 * Opens the server's read store. The embedded SQLite one persists across restarts, so its read models must
 * describe this log: if any projection's checkpoint lies beyond the log's last event (a backup restored
 * over a data folder that kept its read.sqlite; backups do not hold it), the file is deleted and every
 * read model is rebuilt from the log, rather than serving rows of events that no longer exist.
 */
export async function openServerReadStore(
  config: Config['readStore'],
  eventStore: Pick<EventStore, 'head'>,
  projections: readonly Pick<Projection, 'name'>[],
  log: (message: string) => void,
): Promise<ReadStore> {
  const store = await createReadStore(config);
  if (config.kind !== 'sqlite') return store;
  const head = (await eventStore.head())?.position ?? 0n;
  for (const { name } of projections) {
    const checkpoint = await store.checkpoints.get(name);
    if (checkpoint !== null && checkpoint > head) {
      await store.close();
      for (const file of readStoreFiles(config.path)) rmSync(file, { force: true });
      log(
        `read models in ${config.path} are ahead of the event log (${name} at ${checkpoint}, log at ${head}): ` +
          'deleted, rebuilding them from the log',
      );
      return createReadStore(config);
    }
  }
  return store;
}
