import { vi } from 'vitest';

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;

/** Replaces fetch for one test; returns the mock so tests can read the calls made. */
export function mockFetch(handler: Handler) {
  const fn = vi.fn((input: RequestInfo | URL, init: RequestInit = {}) =>
    Promise.resolve(handler(String(input), init)),
  );
  vi.stubGlobal('fetch', fn);
  return fn;
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export function problemResponse(status: number, problem: Record<string, unknown>): Response {
  return new Response(JSON.stringify({ status, ...problem }), {
    status,
    headers: { 'Content-Type': 'application/problem+json' },
  });
}

/**
 * Holds the answers to the calls to `path` (the address's path ends with it) (of the fetch a test stubbed before) until
 * the test calls `release()`: the page is seen while its command is sent. `sent()` counts those calls.
 */
export function holdAnswers(path: string) {
  const answered = globalThis.fetch;
  let open = () => {};
  const released = new Promise<void>((resolve) => (open = resolve));
  let sent = 0;
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    if (!String(input).split('?')[0]!.endsWith(path)) return answered(input, init);
    sent += 1;
    return released.then(() => answered(input, init));
  });
  return { release: () => open(), sent: () => sent };
}
