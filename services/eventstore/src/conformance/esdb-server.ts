import { EsdbEventStore } from '../esdb/esdb-event-store';
import type { ExternalServer } from './external-server';
import { testEvent, uniqueStream } from './test-events';

/** EventStoreDB for the suites that need one: at $EVENTSTORE_URL, else in a container when Docker answers. */
export const EVENTSTORE_SERVER: ExternalServer = {
  name: 'EventStoreDB',
  urlEnv: 'EVENTSTORE_URL',
  container: {
    // The 24.10 release images are amd64 only; the project publishes a separate arm64 build.
    image:
      process.env.EVENTSTORE_IMAGE ??
      (process.arch === 'arm64'
        ? 'eventstore/eventstore:24.10.0-alpha-arm64v8'
        : 'eventstore/eventstore:24.10'),
    port: 2113,
    env: {
      EVENTSTORE_CLUSTER_SIZE: '1',
      EVENTSTORE_INSECURE: 'true',
      EVENTSTORE_RUN_PROJECTIONS: 'None',
      EVENTSTORE_MEM_DB: 'true',
      // The suite appends a 1 MB payload; the server's default limit for one append is exactly 1 MiB.
      EVENTSTORE_MAX_APPEND_SIZE: String(8 * 1024 * 1024),
    },
    wait: (wait) => wait.forHealthCheck(),
    url: (host, port) => `esdb://${host}:${port}?tls=false`,
  },
  // Live is not leader: a write succeeds only once the node has elected itself.
  async ready(url) {
    const store = await EsdbEventStore.connect(url);
    try {
      await store.append(uniqueStream('readiness'), [testEvent('Ready')], { expectedRevision: 'no_stream' });
    } finally {
      await store.close();
    }
  },
};
