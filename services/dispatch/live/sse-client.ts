import type { LiveChange } from '@chauffeur/contracts';

/** One open server-sent-events stream as a test reads it: the `change` events so far, then close. */
export interface OpenStream {
  status: number;
  changes: { change: LiveChange; at: number }[];
  close(): void;
}

/**
 * Opens `url` with fetch and reads its events as they come (what EventSource does in the browser);
 * resolves once the server said `ready` (subscribed), or at once with a refused status.
 */
export async function openStream(url: string): Promise<OpenStream> {
  const abort = new AbortController();
  const response = await fetch(url, { signal: abort.signal });
  const changes: OpenStream['changes'] = [];
  const stream = { status: response.status, changes, close: () => abort.abort() };
  if (response.status !== 200 || !response.body) return stream;
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  let ready: () => void = () => undefined;
  const isReady = new Promise<void>((resolve) => (ready = resolve));
  void (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) return;
      buffer += value;
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event = /^event: (.*)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (event === 'ready') ready();
        if (event === 'change' && data) changes.push({ change: JSON.parse(data), at: Date.now() });
      }
    }
  })();
  await isReady;
  return stream;
}
