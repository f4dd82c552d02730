import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { HealthReport } from './health-report';

export interface ProjectorHealthServer {
  /** The port it listens on (the one asked for, or the one the system gave for 0). */
  port: number;
  close(): Promise<void>;
}

/**
 * A projector-only process (RUN_API=false) serves nothing else, yet compose and an operator must know
 * whether its log consumers are alive: this answers `GET /api/health` with the very body and status of the
 * API's route (health-report.ts: both stores and every projection, by decision 114's rule), on the
 * process's PORT, and 404 to anything else. Plain node:http: no routes, no cookies, no web app to expose.
 */
export async function startProjectorHealthServer(options: {
  host: string;
  port: number;
  report: () => Promise<HealthReport>;
  onError?: (error: unknown) => void;
}): Promise<ProjectorHealthServer> {
  const server: Server = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if (path !== '/api/health' || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(404, { 'content-type': 'application/json' }).end('{"status":"not_found"}');
      return;
    }
    options.report().then(
      ({ ok, body }) => {
        response
          .writeHead(ok ? 200 : 503, { 'content-type': 'application/json', 'cache-control': 'no-store' })
          .end(request.method === 'HEAD' ? undefined : JSON.stringify(body));
      },
      (error: unknown) => {
        options.onError?.(error);
        response.writeHead(503, { 'content-type': 'application/json' }).end('{"status":"degraded"}');
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
