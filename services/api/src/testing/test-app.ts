import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteEventStore, withCatalogue, type EventStore } from '@chauffeur/eventstore';
import { createReadStore, ProjectionRunner, type ReadStore } from '@chauffeur/projections';
import { RemoteProjections } from '../projections-control';
import { allProjections } from '../all-projections';
import { eventCatalogue } from '../event-catalogue';
import { buildApp } from '../app';
import { createRoutingService } from '../../../geo/index';
import { createGeocoder } from '../../../geo/index';
import { seedDemoData } from '../seed/seed-demo-data';
import { createPasswordHasher, TEST_SCRYPT, type PasswordHasher } from '../../../accounts/index';
import { SqliteSessionStore } from '../../../accounts/index';
import { ROLES, type Role } from '@chauffeur/contracts';

export const TEST_SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789';
/** The site's address of test apps: links they write (a calendar file's manage link) start with it. */
export const TEST_SITE_URL = 'https://chauffeur.example';
/** The designated admin address of test apps (reserved at sign-up). */
export const TEST_ADMIN_EMAIL = 'admin@example.com';

/** A full app on a temporary SQLite log and an in-memory read side, seeded like a fresh install. */
export async function createTestApp(
  options: {
    /** Wraps the event store the app is given, e.g. in a decorator that counts reads. */
    decorateEventStore?: (store: EventStore) => EventStore;
    seed?: boolean;
    passwords?: PasswordHasher;
    /** Multiplies the public-write limits; default 1000 (suites book many rides from one inject address). */
    publicRateLimitScale?: number;
    /** The clock and id generator every module is given; default the real ones. */
    now?: () => Date;
    newId?: () => string;
    /**
     * The read store the app (not the projector) is given, e.g. one whose reads can be made to fail; with
     * `replica`, the app follows the projector through the checkpoints (RemoteProjections) as an API
     * replica does, while this process's runner fills the store like the projector process would.
     */
    decorateReadStore?: (store: ReadStore) => ReadStore;
    replica?: boolean;
    /** The read side's store: in memory (default, fastest) or the embedded default's SQLite file. */
    readStore?: 'memory' | 'sqlite';
  } = {},
) {
  const dir = mkdtempSync(join(tmpdir(), 'api-test-'));
  const opened = withCatalogue(new SqliteEventStore(join(dir, 'events.sqlite')), eventCatalogue);
  const eventStore = options.decorateEventStore?.(opened) ?? opened;
  const readStore = await createReadStore(
    options.readStore === 'sqlite' ? { kind: 'sqlite', path: join(dir, 'read.sqlite') } : { kind: 'memory' },
  );
  if (options.seed ?? true) await seedDemoData(eventStore);
  const runner = new ProjectionRunner(eventStore, readStore, allProjections);
  await runner.start();
  await runner.waitUntilCaughtUp(5000);
  const appReadStore = options.decorateReadStore?.(readStore) ?? readStore;
  const sessions = new SqliteSessionStore(join(dir, 'sessions.sqlite'));
  // A live session for the made-up accounts of `token()`: admin routes refuse tokens of ended sessions.
  // Live on the app's clock, which reads it: a test whose clock says 2030 still signs in.
  const started = (options.now?.() ?? new Date()).getTime();
  for (const role of ROLES)
    await sessions.create({
      id: `test-session-${role}`,
      userId: `${role}-1`,
      generation: 0,
      epoch: 0,
      createdAt: started,
      rotatedAt: started,
      expiresAt: started + 86_400_000,
    });
  const remote = options.replica
    ? new RemoteProjections(eventStore, appReadStore, allProjections, options.now)
    : null;
  const app = await buildApp({
    config: {
      mapStyleUrl: null,
      webDist: join(dir, 'no-web'),
      logLevel: 'silent',
      env: 'test',
      trustProxy: false,
    },
    eventStore,
    readStore: appReadStore,
    projections: remote ?? runner,
    jwtSecret: TEST_SECRET,
    siteUrl: TEST_SITE_URL,
    uploadsDir: join(dir, 'uploads'),
    // A cheap scrypt cost keeps tests fast; the production cost has its own test.
    auth: {
      sessions,
      passwords: options.passwords ?? createPasswordHasher(TEST_SCRYPT),
      adminEmail: TEST_ADMIN_EMAIL,
    },
    routing: createRoutingService(),
    geocoder: createGeocoder(),
    now: options.now ?? (() => new Date()),
    ...(options.newId ? { newId: options.newId } : {}),
    publicRateLimitScale: options.publicRateLimitScale ?? 1000,
  });
  await app.ready();
  const token = (role: Role, extra: Record<string, unknown> = {}) =>
    app.jwt.sign({
      sub: `${role}-1`,
      email: `${role}@example.com`,
      role,
      typ: 'access',
      sid: `test-session-${role}`,
      ...extra,
    });
  return {
    app,
    /** The temporary directory of the app's files (events.sqlite, read.sqlite with `readStore: 'sqlite'`). */
    dir,
    eventStore,
    readStore,
    runner,
    adminHeaders: () => ({ authorization: `Bearer ${token('admin')}` }),
    token,
    async close() {
      await app.close();
      await remote?.close();
      await sessions.close();
      await runner.stop();
      await eventStore.close();
      await readStore.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
