import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A throwaway HTTP server on 127.0.0.1 that stands in for OSRM or Photon in tests. */
export interface FakeHttpServer {
  /** Base URL, e.g. `http://127.0.0.1:41234`. */
  url: string;
  /** Every request URL received, in order. */
  requests: URL[];
  close(): Promise<void>;
}

export type FakeHandler = (url: URL, res: ServerResponse, req: IncomingMessage) => void;

export async function startFakeHttpServer(handler: FakeHandler): Promise<FakeHttpServer> {
  const requests: URL[] = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    requests.push(url);
    handler(url, res, req);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

/** A logger that keeps what it was told. */
export function recordingLog() {
  const lines: string[] = [];
  return {
    lines,
    warn: (message: string) => void lines.push(`warn: ${message}`),
    info: (message: string) => void lines.push(`info: ${message}`),
  };
}
