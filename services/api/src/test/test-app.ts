import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteEventStore } from '@chauffeur/eventstore';
import { allProjections, MemoryReadStore, ProjectionRunner } from '@chauffeur/projections';
import { buildApp } from '../app';
import { seedDemoData } from '../seed/seed-demo-data';

export const TEST_SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789';

/** A full app on a temporary SQLite log and an in-memory read side, seeded like a fresh install. */
export async function createTestApp(options: { seed?: boolean } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'api-test-'));
  const eventStore = new SqliteEventStore(join(dir, 'events.sqlite'));
  const readStore = new MemoryReadStore();
  if (options.seed ?? true) await seedDemoData(eventStore);
  const runner = new ProjectionRunner(eventStore, readStore, allProjections);
  await runner.start();
  await runner.waitUntilCaughtUp(5000);
  const app = await buildApp({
    config: { mapStyleUrl: null, webDist: join(dir, 'no-web'), logLevel: 'silent', env: 'test' },
    eventStore,
    readStore,
    projections: runner,
    jwtSecret: TEST_SECRET,
  });
  await app.ready();
  const token = (role: 'admin' | 'user', extra: Record<string, unknown> = {}) =>
    app.jwt.sign({ sub: `${role}-1`, email: `${role}@example.com`, role, typ: 'access', ...extra });
  return {
    app,
    eventStore,
    readStore,
    runner,
    adminHeaders: () => ({ authorization: `Bearer ${token('admin')}` }),
    token,
    async close() {
      await app.close();
      await runner.stop();
      await eventStore.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
