import type { EventStore, RecordedEvent } from '@chauffeur/eventstore';

/** Events per page of a catch-up or rebuild: one read of the log and one unit of the read store each. */
export const PAGE_SIZE = 1000;

/**
 * Lets the event loop turn: the embedded stores read and write without waiting for I/O, so a loop of pages
 * would otherwise hold every request (and the status that shows its progress) until the last page.
 */
const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The log after `after` (null: from its start) in pages, until a read finds nothing more. A page restarts
 * AT the last position read and skips it (decision 110): positions of EventStoreDB's `$all` are not dense,
 * so `last + 1` need not be the position of any event. Between two pages the event loop gets a turn.
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
    await turn();
  }
}
