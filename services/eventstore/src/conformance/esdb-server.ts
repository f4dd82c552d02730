import { EsdbEventStore } from '../esdb/esdb-event-store';
import type { ExternalServer } from './external-server';
import { testEvent, uniqueStream } from './test-events';

/**
 * KurrentDB 26.0, the 2026 long-term-support release (supported for two years; 26.x STS releases only until
 * the next one). The release image is amd64; Kurrent publishes the arm64 build under its own tag.
 */
export const KURRENTDB_IMAGE = 'kurrentplatform/kurrentdb:26.0.3';
const KURRENTDB_IMAGE_ARM64 = 'kurrentplatform/kurrentdb:26.0.3-experimental-arm64-10.0-noble';

/**
 * KurrentDB for the suites that need one: at $KURRENTDB_URL (or its older name $EVENTSTORE_URL, as the
 * server's configuration reads them), else in a container when Docker answers.
 */
export const EVENTSTORE_SERVER: ExternalServer = {
  name: 'KurrentDB',
  urlEnv: 'KURRENTDB_URL',
  olderUrlEnvs: ['EVENTSTORE_URL'],
  container: {
    image:
      process.env.KURRENTDB_IMAGE ??
      process.env.EVENTSTORE_IMAGE ??
      (process.arch === 'arm64' ? KURRENTDB_IMAGE_ARM64 : KURRENTDB_IMAGE),
    port: 2113,
    // KurrentDB reads KURRENTDB_* settings (the EVENTSTORE_* names were dropped in 25.0).
    env: {
      KURRENTDB_CLUSTER_SIZE: '1',
      KURRENTDB_INSECURE: 'true',
      KURRENTDB_RUN_PROJECTIONS: 'None',
      KURRENTDB_MEM_DB: 'true',
      // The suite appends a 1 MB payload; the server's default limit for one append is exactly 1 MiB.
      KURRENTDB_MAX_APPEND_SIZE: String(8 * 1024 * 1024),
    },
    wait: (wait) => wait.forHealthCheck(),
    url: (host, port) => `kurrentdb://${host}:${port}?tls=false`,
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
