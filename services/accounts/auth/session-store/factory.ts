import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { ReadStore } from '@chauffeur/projections';
import type { SessionStore } from './port';
import { ReadStoreSessionStore } from './read-store-session-store';
import { SqliteSessionStore } from './sqlite-session-store';

/**
 * Sessions go where they survive a restart and are shared by every API process: MongoDB when the read
 * store is MongoDB (production, replicas), else a SQLite file of their own in the data folder (embedded).
 * Not the embedded SQLite read store: `read.sqlite` is derived data, deleted to force a rebuild, and that
 * must not sign everyone out. The SQLite file expires nothing by itself: sessions past their expiry are
 * refused at once and deleted at the next sign-in.
 */
export async function createSessionStore(readStore: ReadStore, dataDir: string): Promise<SessionStore> {
  if (readStore.kind === 'mongo') {
    const sessions = new ReadStoreSessionStore(readStore);
    await sessions.prepare(); // its indexes and the TTL index: expired sessions vanish on their own
    return sessions;
  }
  mkdirSync(dataDir, { recursive: true });
  return new SqliteSessionStore(join(dataDir, 'sessions.sqlite'));
}
