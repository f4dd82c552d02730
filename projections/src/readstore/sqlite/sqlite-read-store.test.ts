import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describeReadStoreConformance } from '../conformance/read-store-conformance';
import { SqliteReadStore } from './sqlite-read-store';

describeReadStoreConformance('sqlite', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'readstore-'));
  const store = SqliteReadStore.open(join(dir, 'read.sqlite'));
  return {
    store,
    dispose: async () => {
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
});
