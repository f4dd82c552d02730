import { describe, expect, it } from 'vitest';
import type { EventStore } from '@chauffeur/eventstore';
import { recordedTicks } from '@chauffeur/eventstore/testing';
import { readPages } from './read-pages';

/** A log of `count` events whose reads answer at once, as the embedded (synchronous) SQLite log does. */
function logOf(count: number): Pick<EventStore, 'readAll'> {
  const events = recordedTicks(count);
  return {
    readAll: async ({ from = 0n, limit = Infinity } = {}) =>
      events.filter((event) => event.position >= from).slice(0, limit),
  };
}

describe('readPages', () => {
  it('reads the log in pages after a position, each event once', async () => {
    const pages: bigint[][] = [];
    for await (const page of readPages(logOf(25), 3n, 10)) pages.push(page.map((event) => event.position));
    expect(pages.map((page) => page.length)).toEqual([10, 10, 2]);
    expect(pages.flat()).toEqual(Array.from({ length: 22 }, (_, i) => BigInt(i + 4)));
  });

  it('gives the event loop a turn between pages, so a server keeps answering through a rebuild', async () => {
    // A request that arrived when the rebuild began: before, it waited for the whole log (2.6 s of the
    // bookings' blue/green rebuild at 100,000 events), as every read answered without leaving the loop.
    let pagesBeforeTheRequest: number | undefined;
    let pages = 0;
    setImmediate(() => (pagesBeforeTheRequest = pages));
    for await (const _page of readPages(logOf(50), null, 10)) pages += 1;
    expect(pages).toBe(5);
    expect(pagesBeforeTheRequest).toBe(1);
  });
});
