import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describeEventStoreConformance } from '../conformance/event-store-conformance';
import { SqliteEventStore } from './sqlite-event-store';

describeEventStoreConformance('sqlite', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'es-sqlite-'));
  const store = new SqliteEventStore(join(dir, 'events.sqlite'));
  return {
    store,
    isolated: true,
    async dispose() {
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
});
