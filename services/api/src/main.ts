import { join } from 'node:path';
import {
  EventLogDamaged,
  EventStoreRefused,
  EventStoreUnavailable,
  openEventStoreForServer,
} from '@chauffeur/eventstore';
import { ensureIndexesWithoutProjector, ProjectionRunner } from '@chauffeur/projections';
import { openServerReadStore } from './server-read-store';
import { allProjections } from './all-projections';
import { eventCatalogue } from './event-catalogue';
import { mailReactionsFor } from './all-reactions';
import { countUsers } from '../../accounts/index';
import { ConfigError, loadConfig, type Config } from './config';
import { buildApp } from './app';
import { createMailer, createMailReactor, createReactorCheckpoints } from '@chauffeur/platform';
import { createRoutingService } from '../../geo/index';
import { createGeocoder } from '../../geo/index';
import { resolveJwtSecret } from './jwt-secret';
import { AdminBootstrapRefused, bootstrapAdmin, DEFAULT_ADMIN_EMAIL } from '../../accounts/index';
import { createPasswordHasher } from '../../accounts/index';
import { createSessionStore } from '../../accounts/index';
import { PickupReminderScheduler } from '../../bookings/index';
import { RemoteProjections, type ProjectionsControl } from './projections-control';
import { seedDemoData } from './seed/seed-demo-data';
import { createHealthReport } from './http/health-report';
import { startProjectorHealthServer } from './http/projector-health-server';

const CATCH_UP_TIMEOUT_MS = 10 * 60_000;
const SHUTDOWN_TIMEOUT_MS = 15_000;

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/**
 * One process: event store, read store, projectors (unless RUN_PROJECTORS=false) and the HTTP API with the
 * web app (unless RUN_API=false). It reports ready only once every read model has caught up with the log.
 */
async function main(): Promise<void> {
  const config = readConfig();
  // The one clock of the process: the projections' lag and the routes' rules read the same time.
  const now = () => new Date();
  const log = (message: string) => console.log(`[chauffeur] ${message}`);
  // The log's hash chain is checked on another thread during the catch-up; awaited before mail, and before
  // HTTP unless the log was sealed by a clean stop (then a damage found later stops the server: decision 118).
  const {
    store: eventStore,
    verified,
    servesBeforeCheck,
    closeAndSeal,
  } = await openEventStoreForServer(config.eventStore, eventCatalogue);
  const readStore = await openServerReadStore(config.readStore, eventStore, allProjections, log);
  const seeded = config.seedDemoData ? await seedDemoData(eventStore) : 0;
  if (seeded > 0) log(`seeded ${seeded} demo records into the empty event store`);

  let runner: ProjectionRunner | null = null;
  let caughtUp = false;
  if (config.runProjectors) {
    // Until the server listens, the catch-up is the only work of the process: larger units (decision 123).
    runner = new ProjectionRunner(eventStore, readStore, allProjections, {
      now,
      startCatchUp: { pageSize: 10_000, unitBudgetMs: 1_000 },
    });
    const started = Date.now();
    await runner.start();
    caughtUp = await runner.waitUntilCaughtUp(CATCH_UP_TIMEOUT_MS);
    if (!caughtUp) log('warning: read models did not catch up in time');
    log(
      `read models ready in ${Date.now() - started} ms (${config.eventStore.kind} → ${config.readStore.kind})`,
    );
  }
  const logVerified = async () => {
    const integrity = await verified(); // throws EventLogDamaged
    // The check read the log as it was opened, before this start's own writes: on a fresh data dir it
    // counted none of the demo records seeded since, so the line says which log it counted (it read
    // "0 events" right after "seeded 38 demo records" on 49 events).
    const which = seeded > 0 ? 'as opened, before the demo records' : 'as opened';
    if (integrity)
      log(`event log verified ${which}: ${integrity.events} events, hash chain intact (${integrity.ms} ms)`);
  };
  // Not sealed: refuse to start on a damaged log (main's catch). Sealed: checked while serving, see below.
  const checked = servesBeforeCheck ? logVerified() : await logVerified();
  // The mail reactor runs beside the projectors: exactly one process may send the e-mails.
  const mailer = config.runProjectors
    ? createMailer({ smtpUrl: config.smtpUrl ?? undefined, dataDir: config.dataDir })
    : null;
  const jwtSecret = resolveJwtSecret(config.jwtSecret, config.dataDir);
  const mailReactor = mailer
    ? createMailReactor({
        eventStore,
        mailer,
        checkpoints: createReactorCheckpoints({ readStore, dataDir: config.dataDir }),
        // Links in e-mails (invitations, customers' manage links) are signed with the server's secret.
        reactions: mailReactionsFor({ secret: jwtSecret, siteUrl: config.siteUrl }),
      })
    : null;
  // The 24-hour pickup reminders (issue 18) are written beside the mail that sends them: by one process.
  const reminders = mailReactor
    ? new PickupReminderScheduler({ eventStore, readStore, now, logger: { warn: log } })
    : null;
  // Mail acts on the log's history: it starts only once the whole log is verified, in either case.
  void Promise.resolve(checked)
    .then(() => mailReactor?.start())
    .then(() => reminders?.start())
    .catch((error: unknown) => stopOnDamagedLog(error));

  // The projector creates the read models' indexes as it starts; a replica too, in case it starts first.
  if (!runner) await ensureIndexesWithoutProjector(readStore, allProjections);
  // A replica follows the projector's checkpoints: by change stream, or a 1 s poll without a replica set.
  const remote = runner
    ? null
    : new RemoteProjections(eventStore, readStore, allProjections, now, {
        onWatchModeChange: (mode, reason) => log(`read-your-writes (${mode}): ${reason}`),
      });
  const projections: ProjectionsControl = runner ?? remote!;

  const sessions = config.runApi ? await createSessionStore(readStore, config.dataDir) : null;
  const app = sessions
    ? await buildApp({
        config,
        eventStore,
        readStore,
        projections,
        jwtSecret,
        siteUrl: config.siteUrl,
        uploadsDir: join(config.dataDir, 'uploads'),
        auth: {
          sessions,
          passwords: createPasswordHasher(),
          adminEmail: config.adminEmail ?? DEFAULT_ADMIN_EMAIL,
        },
        routing: createRoutingService({ routingUrl: config.routingUrl }),
        geocoder: createGeocoder({
          geocoderUrl: config.geocoderUrl,
          provider: config.geocoderProvider,
          userAgent: config.geocoderUserAgent,
        }),
        now,
        publicRateLimitScale: config.publicRateLimitScale,
        mailStatus: mailReactor ? () => mailReactor.status() : undefined,
      })
    : null;
  if (app) {
    // Only an embedded store whose read models have caught up with the whole log (rebuilt now, or resumed
    // from their persisted checkpoints) can tell that no account exists at all.
    const noAccountsYet =
      config.eventStore.kind === 'sqlite' &&
      runner !== null &&
      caughtUp &&
      (await countUsers(readStore)) === 0;
    try {
      await bootstrapAdmin(
        app.auth.accounts,
        { adminEmail: config.adminEmail, adminPassword: config.adminPassword, noAccountsYet },
        { info: log, error: (message, error) => console.error(`[chauffeur] ${message}:`, error) },
      );
    } catch (error) {
      if (!(error instanceof AdminBootstrapRefused)) throw error;
      // Refuse to start (exit 1) rather than hand the admin role to whoever registered the address.
      console.error(`[chauffeur] refusing to start:\n${error.message}`);
      process.exit(1);
    }
    await app.listen({ host: config.host, port: config.port });
    runner?.serving();
    const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
    log(`ready: http://${shownHost}:${config.port}/`);
  }
  // A projector-only process still answers GET /api/health on PORT (its log consumers' status): the
  // compose health check and an operator ask it like they ask an API replica.
  const projectorHealth =
    !app && runner
      ? await startProjectorHealthServer({
          host: config.host,
          port: config.port,
          report: createHealthReport({
            eventStore,
            readStore,
            projections,
            now,
            logFailures: (failures) => console.error('[chauffeur] health: degraded:', failures.join('; ')),
          }),
          onError: (error) => console.error('[chauffeur] health check failed:', error),
        })
      : null;
  if (projectorHealth) log(`projector health: http://${config.host}:${projectorHealth.port}/api/health`);

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log(`${signal}: draining requests and stopping`);
    const timer = setTimeout(() => {
      console.error('[chauffeur] shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    await app?.close();
    await projectorHealth?.close();
    await sessions?.close();
    await reminders?.stop();
    await mailReactor?.stop();
    await mailer?.close();
    await runner?.stop();
    await remote?.close();
    await readStore.close();
    await closeAndSeal(); // a verified log stopped cleanly: the next start needs not check it first
    log('stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

/**
 * A damage found by the background check of a sealed log (decision 118): the server stops at once, without
 * draining, so that it neither serves nor writes nor mails on that log; the seal is gone, so the next start
 * refuses before serving, naming the damaged event.
 */
function stopOnDamagedLog(error: unknown): never {
  if (error instanceof EventLogDamaged) console.error(`[chauffeur] refusing to continue: ${error.message}`);
  else console.error('[chauffeur] failed:', error);
  process.exit(1);
}

main().catch((error: unknown) => {
  // Storage refusals are the operator's to fix: their message says what and how, a stack would bury it.
  if (
    error instanceof EventLogDamaged ||
    error instanceof EventStoreUnavailable ||
    error instanceof EventStoreRefused
  ) {
    console.error(`[chauffeur] refusing to start: ${error.message}`);
    process.exit(1);
  }
  console.error('[chauffeur] failed to start:', error);
  process.exit(1);
});
