import type { Wait, WaitStrategy } from 'testcontainers';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { dockerEngineReachable } from './docker-engine';

export interface ServerContainer {
  image: string;
  /** The server's port inside the container; testcontainers maps it to a free host port. */
  port: number;
  env?: Record<string, string>;
  /** The server's command line, when the image's default is not what the suites need. */
  command?: readonly string[];
  /** When the container counts as started. */
  wait: (wait: typeof Wait) => WaitStrategy;
  /** The connection URL for the mapped host and port. */
  url(host: string, port: number): string;
}

export interface ExternalServer {
  /** Human name for messages, e.g. `EventStoreDB`. */
  name: string;
  /** Environment variable holding the URL of a running server, e.g. `EVENTSTORE_URL`. */
  urlEnv: string;
  /** Older names of that variable, read when it is not set (e.g. EVENTSTORE_URL for KURRENTDB_URL). */
  olderUrlEnvs?: readonly string[];
  container: ServerContainer;
  /** Resolves once a fresh container serves requests (more than its wait strategy checks); retried. */
  ready?: (url: string) => Promise<void>;
}

export type ServerSource =
  { kind: 'url'; url: string } | { kind: 'docker' } | { kind: 'none'; reason: string };

const CONTAINER_START_TIMEOUT_MS = 300_000;
const READY_TIMEOUT_MS = 60_000;

/** Where the suite's server comes from: the URL in the environment, a container, or nowhere. */
export async function findServer(server: ExternalServer): Promise<ServerSource> {
  const url = [server.urlEnv, ...(server.olderUrlEnvs ?? [])].map((name) => process.env[name]).find(Boolean);
  if (url) return { kind: 'url', url };
  if (await dockerEngineReachable()) return { kind: 'docker' };
  return {
    kind: 'none',
    reason: `no ${server.name} reachable (set ${server.urlEnv} or start a Docker engine)`,
  };
}

async function retryUntilReady(ready: (url: string) => Promise<void>, url: string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    try {
      return await ready(url);
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}

/**
 * `REQUIRE_EXTERNAL_SERVERS=1` (or `true`): a suite that needs KurrentDB, MongoDB or a Docker engine and
 * finds none FAILS instead of skipping, so that one command proves the whole production path where the
 * servers are meant to be (CI, an operator's machine with Docker).
 */
export function externalServersRequired(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.REQUIRE_EXTERNAL_SERVERS === '1' || env.REQUIRE_EXTERNAL_SERVERS === 'true';
}

/**
 * The one rule for a suite that needs a server (KurrentDB, MongoDB, a Docker engine): given, it runs; missing
 * (`unavailable` says why), one visible skip line and the suite registered as skipped, its title saying why
 * (listed at the end of `npm test`), or, under REQUIRE_EXTERNAL_SERVERS, one failing test that says what is
 * missing. Every such suite goes through here (describeWithServer, the compose smoke test).
 */
export function describeIfAvailable(
  title: string,
  unavailable: string | null,
  body: () => void,
  options: { timeout?: number } = {},
): void {
  if (unavailable !== null && externalServersRequired()) {
    describe(title, () => {
      it(`needs a server: ${unavailable}`, () => {
        throw new Error(`REQUIRE_EXTERNAL_SERVERS=1 but ${unavailable}`);
      });
    });
    return;
  }
  if (unavailable !== null) console.warn(`skipped: ${unavailable}`);
  describe.skipIf(unavailable !== null)(
    unavailable === null ? title : `${title} (skipped: ${unavailable})`,
    options,
    body,
  );
}

/**
 * Registers `body` (typically a conformance suite) against a real server: the one at `$urlEnv`, else one
 * container started for the whole file, else the suite is registered as skipped with ONE visible line, so
 * a run without a server never looks like a pass. `REQUIRE_EXTERNAL_SERVERS=1` turns the skip into a failure
 * (for CI, where the server is supposed to be there).
 *
 * `body` receives `url()`, valid from the suite's `beforeEach` on. Call this with top-level `await`.
 */
export async function describeWithServer(
  title: string,
  server: ExternalServer,
  body: (url: () => string) => void,
): Promise<void> {
  const source = await findServer(server);
  if (source.kind === 'none') {
    describeIfAvailable(title, source.reason, () =>
      body(() => {
        throw new Error(source.reason);
      }),
    );
    return;
  }

  let url = source.kind === 'url' ? source.url : '';
  let stopContainer: (() => Promise<unknown>) | null = null;
  const from = source.kind === 'url' ? `$${server.urlEnv}` : server.container.image;
  describeIfAvailable(`${title} (${from})`, null, () => {
    beforeAll(async () => {
      if (source.kind === 'docker') {
        const spec = server.container;
        // Loaded only here: importing testcontainers is slow and it is useless without an engine.
        const { GenericContainer, Wait } = await import('testcontainers');
        const container = new GenericContainer(spec.image)
          .withExposedPorts(spec.port)
          .withEnvironment(spec.env ?? {})
          .withWaitStrategy(spec.wait(Wait))
          .withStartupTimeout(CONTAINER_START_TIMEOUT_MS);
        // Only when given: an empty command would replace the image's own.
        if (spec.command) container.withCommand([...spec.command]);
        const started = await container.start();
        stopContainer = () => started.stop();
        url = spec.url(started.getHost(), started.getMappedPort(spec.port));
        if (server.ready) await retryUntilReady(server.ready, url);
      }
    }, CONTAINER_START_TIMEOUT_MS + READY_TIMEOUT_MS);
    afterAll(async () => {
      await stopContainer?.();
    }, 60_000);
    body(() => url);
  });
}
