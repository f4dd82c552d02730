import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { CheckpointStore, ReadStore } from '@chauffeur/projections';
import { writeFileAtomic } from './atomic-file';

/**
 * Where a reactor (a subscriber with side effects, such as the mail reactor) remembers the last global
 * position it has fully handled. Unlike a projection's checkpoint, it must outlive the process: losing it
 * would replay the side effects of the whole log.
 */
export interface ReactorCheckpointStore {
  readonly kind: 'file' | 'read-store';
  get(reactor: string): Promise<bigint | null>;
  /** Resolves once the position is durable. */
  set(reactor: string, position: bigint): Promise<void>;
}

const NAME = /^[a-z0-9][a-z0-9-]*$/;

function checkName(reactor: string): string {
  if (!NAME.test(reactor)) throw new RangeError(`Invalid reactor name ${JSON.stringify(reactor)}`);
  return reactor;
}

/** Embedded mode: one small JSON file per reactor (`DATA_DIR/reactors/<name>.json`), written atomically. */
export class FileReactorCheckpoints implements ReactorCheckpointStore {
  readonly kind = 'file' as const;

  constructor(readonly dir: string) {}

  async get(reactor: string): Promise<bigint | null> {
    let content: string;
    try {
      content = await readFile(this.fileOf(reactor), 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
    // A file that cannot be read back is an error, never "start again from zero" (that would resend mail).
    const { position } = JSON.parse(content) as { position?: unknown };
    if (typeof position !== 'string' || !/^\d+$/.test(position))
      throw new Error(`Corrupt reactor checkpoint ${this.fileOf(reactor)}`);
    return BigInt(position);
  }

  async set(reactor: string, position: bigint): Promise<void> {
    const content = `${JSON.stringify({ reactor, position: position.toString(), saved_at: new Date().toISOString() })}\n`;
    await writeFileAtomic(this.fileOf(reactor), content, { overwrite: true });
  }

  private fileOf(reactor: string): string {
    return join(this.dir, `${checkName(reactor)}.json`);
  }
}

/**
 * Production: the read store's checkpoints (MongoDB), under `reactor:<name>` so that no projection name can
 * collide with it. Only for a durable read store: the in-memory one forgets everything at each start.
 */
export class ReadStoreReactorCheckpoints implements ReactorCheckpointStore {
  readonly kind = 'read-store' as const;

  constructor(private readonly checkpoints: CheckpointStore) {}

  get(reactor: string): Promise<bigint | null> {
    return this.checkpoints.get(`reactor:${checkName(reactor)}`);
  }

  set(reactor: string, position: bigint): Promise<void> {
    return this.checkpoints.set(`reactor:${checkName(reactor)}`, position);
  }
}

/**
 * MongoDB read store → its checkpoints; the embedded read stores (SQLite, memory) → files under
 * DATA_DIR/reactors. Not the SQLite read store although it persists: `read.sqlite` is derived data that an
 * operator deletes to make the next start rebuild the read models (docs/operations.md), and a reactor's
 * position deleted with it would send the whole log's mail again.
 */
export function createReactorCheckpoints(options: {
  readStore: Pick<ReadStore, 'kind' | 'checkpoints'>;
  dataDir: string;
}): ReactorCheckpointStore {
  return options.readStore.kind === 'mongo'
    ? new ReadStoreReactorCheckpoints(options.readStore.checkpoints)
    : new FileReactorCheckpoints(join(options.dataDir, 'reactors'));
}
