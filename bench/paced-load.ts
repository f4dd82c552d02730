import { Agent, request } from 'node:http';

export interface PacedResult {
  /** Latency of each answered request, in ms, from the moment it was due (not when it could be sent). */
  latencies: number[];
  achievedPerSecond: number;
  failures: number;
}

/**
 * An open-loop load: request i is due at start + i / rate, whatever happened to the earlier ones, and its
 * latency counts from that due time, so a server that falls behind shows it (no coordinated omission).
 * autocannon's `overallRate` instead sends each connection's quota for a second in one burst, which
 * measures bursts of 50 rather than a steady rate.
 */
export async function pacedLoad(options: {
  url: string;
  rate: number;
  seconds: number;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  /** Called with each answer; return false to count it as a failure. */
  check?: (status: number, body: string, dueAt: number) => boolean | Promise<boolean>;
}): Promise<PacedResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  const target = new URL(options.url);
  const total = Math.round(options.rate * options.seconds);
  const latencies: number[] = [];
  let failures = 0;
  const send = (dueAt: number) =>
    new Promise<void>((resolve) => {
      const req = request(
        target,
        { method: options.method ?? 'GET', headers: options.headers, agent },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            const body = Buffer.concat(chunks).toString();
            const answeredAt = performance.now();
            Promise.resolve(options.check ? options.check(res.statusCode ?? 0, body, dueAt) : true)
              .then((ok) => {
                if (ok && (res.statusCode ?? 0) < 400) latencies.push(answeredAt - dueAt);
                else failures += 1;
              })
              .catch(() => (failures += 1))
              .finally(resolve);
          });
        },
      );
      req.on('error', () => {
        failures += 1;
        resolve();
      });
      req.end(options.body);
    });
  const started = performance.now();
  const pending: Promise<void>[] = [];
  for (let i = 0; i < total; i++) {
    const dueAt = started + (i * 1000) / options.rate;
    const wait = dueAt - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    pending.push(send(dueAt));
  }
  await Promise.all(pending);
  agent.destroy();
  return {
    latencies,
    achievedPerSecond: latencies.length / ((performance.now() - started) / 1000),
    failures,
  };
}
