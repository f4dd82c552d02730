import { setImmediate as nextTurn } from 'node:timers/promises';
import type { EventStore, RecordedEvent } from '@chauffeur/eventstore';

/** Events per page of a catch-up or rebuild: one read of the log and one unit of the read store each. */
export const PAGE_SIZE = 1000;

/**
 * The log after `after` (null: from its start) in pages, until a read finds nothing more. A page restarts
 * AT the last position read and skips it (decision 110): positions of EventStoreDB's `$all` are not dense,
 * so `last + 1` need not be the position of any event. Between pages the event loop serves what waits.
 */
export async function* readPages(
  eventStore: Pick<EventStore, 'readAll'>,
  after: bigint | null,
  pageSize = PAGE_SIZE,
): AsyncGenerator<RecordedEvent[]> {
  let last = after;
  for (;;) {
    const read = await eventStore.readAll({
      from: last ?? 0n,
      limit: last === null ? pageSize : pageSize + 1,
    });
    const page = last === null ? read : read.filter((event) => event.position > last!);
    if (page.length === 0) return;
    yield page;
    last = page[page.length - 1]!.position;
    // A turn of the event loop after a full page (more may follow). The embedded log and read store answer
    // synchronously, so a rebuild or catch-up is one chain of microtasks: a blue/green rebuild of the
    // bookings at 100,000 events held the server for 2.6 s (every request waited), where it must keep
    // serving the old model. A short page is the log's end: it ends as soon as before.
    if (page.length >= pageSize) await nextTurn();
  }
}
