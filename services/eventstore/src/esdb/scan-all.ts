import {
  END,
  FORWARDS,
  START,
  type AllStreamResolvedEvent,
  type Direction,
  type EventStoreDBClient,
  type Position,
  type ReadPosition,
} from '@eventstore/db-client';
import type { RecordedEvent } from '../port';
import { comparePositions, isSystemEvent, toEsdbPosition, toRecorded } from './map-event';

const PAGE = 500;

interface ScanOptions {
  /** Inclusive start: `start`/`end` of the log, or the position of an event. */
  from: 'start' | 'end' | bigint;
  direction: Direction;
}

/**
 * Our events of $all, in pages. The 6.x client cannot filter a read of $all (only a subscription), and an
 * idle server keeps writing $stats events, so `maxCount` on the raw read would not bound the number of *our*
 * events: we page until the caller has enough. Every page restarts at the last record seen, which the
 * server returns again (forwards reads are inclusive), so it is skipped by position.
 */
export async function* scanAll(
  client: EventStoreDBClient,
  options: ScanOptions,
): AsyncGenerator<RecordedEvent> {
  const forwards = options.direction === FORWARDS;
  let cursor: ReadPosition =
    options.from === 'start' ? START : options.from === 'end' ? END : toEsdbPosition(options.from);
  let last: Position | null = null;
  for (;;) {
    const page: AllStreamResolvedEvent[] = [];
    for await (const resolved of client.readAll({
      fromPosition: cursor,
      direction: options.direction,
      maxCount: PAGE,
    })) {
      page.push(resolved as AllStreamResolvedEvent);
    }
    let advanced = false;
    for (const resolved of page) {
      const event = resolved.event;
      if (!event) continue;
      if (
        last &&
        (forwards ? comparePositions(event.position, last) <= 0 : comparePositions(event.position, last) >= 0)
      ) {
        continue;
      }
      last = event.position;
      advanced = true;
      if (isSystemEvent(event)) continue;
      const recorded = toRecorded(resolved);
      if (recorded) yield recorded;
    }
    if (page.length < PAGE || !advanced || !last) return;
    cursor = last;
  }
}

/** The first `limit` items of an async sequence; stops reading it as soon as it has them. */
export async function take<T>(source: AsyncIterable<T>, limit = Number.POSITIVE_INFINITY): Promise<T[]> {
  const items: T[] = [];
  if (limit <= 0) return items;
  for await (const item of source) {
    items.push(item);
    if (items.length >= limit) break;
  }
  return items;
}
