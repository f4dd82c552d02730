import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { EventStoreUnavailable } from '../errors';
import { EsdbEventStore } from './esdb-event-store';

// The conformance suite runs on this adapter from conformance/event-store-conformance.test.ts.

/** A port nothing listens on (taken, then released). */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

// These run here, without a server: the real client and its Rust reader against a refused connection.
describe('KurrentDB adapter without a server', () => {
  it.each(['kurrentdb', 'esdb'])(
    'refuses to open a %s:// URL nobody answers: unavailable, within the ping timeout',
    async (scheme) => {
      const port = await closedPort();
      const started = Date.now();
      const error = await EsdbEventStore.connect(`${scheme}://127.0.0.1:${port}?tls=false`).catch(
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(EventStoreUnavailable);
      expect((error as Error).message).toMatch(/KurrentDB/);
      expect((error as Error).message).toContain(`127.0.0.1:${port}`);
      expect(Date.now() - started).toBeLessThan(6_000);
    },
    15_000,
  );

  it('refuses a URL of an unknown scheme before connecting', async () => {
    await expect(EsdbEventStore.connect('http://127.0.0.1:2113')).rejects.toThrow(/kurrentdb:\/\//);
  });
});
