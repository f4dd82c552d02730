import {
  FORWARDS,
  START,
  END,
  streamNameFilter,
  type AllStreamResolvedEvent,
  type Direction,
  type KurrentDBClient,
  type Position,
  type ReadPosition,
} from '@kurrent/kurrentdb-client';
import type { RecordedEvent } from '../port';
import { comparePositions, isSystemEvent, toEsdbPosition, toRecorded } from './map-event';

/**
 * Our events, chosen by the server: every stream whose name does not start with `$`. The application's
 * streams never do; the server's own ($stats, $settings, $$metadata, projections' $ce-/$et- links) always
 * do. Filtering on the stream name rather than the type also drops events the server writes with a plain
 * type into its own streams. An idle server appends $stats events all day: without this filter a read of
 * "the last event" or "the next 500" would have to page through them on the client.
 */
export const OUR_STREAMS = () => streamNameFilter({ regex: '^[^$]' });

interface ScanOptions {
  /** Inclusive start: `start`/`end` of the log, or the position of an event. */
  from: 'start' | 'end' | bigint;
  direction: Direction;
  /** Events asked of the server per read; the scan reads again from the last one until the caller stops. */
  page: number;
}

/**
 * Our events of $all in `$all` order, read with the server-side filter in pages of `page`. A page short of
 * `page` is the end of the log. The events the filter cannot see (a `$`-typed event in one of our streams,
 * which only a deletion writes) are dropped here, so a page may yield fewer events than it read. Each page
 * restarts at the last record seen, which the server returns again (reads are inclusive): skipped by
 * position.
 */
export async function* scanAll(client: KurrentDBClient, options: ScanOptions): AsyncGenerator<RecordedEvent> {
  const forwards = options.direction === FORWARDS;
  let cursor: ReadPosition =
    options.from === 'start' ? START : options.from === 'end' ? END : toEsdbPosition(options.from);
  let last: Position | null = null;
  for (;;) {
    let read = 0;
    let advanced = false;
    // One more than a page after the first: the record at the cursor comes back first and is skipped.
    const asked: number = last === null ? options.page : options.page + 1;
    for await (const resolved of client.readAll({
      fromPosition: cursor,
      direction: options.direction,
      maxCount: asked,
      filter: OUR_STREAMS(),
    }) as AsyncIterable<AllStreamResolvedEvent>) {
      read += 1;
      const event = resolved.event;
      if (!event) continue;
      if (
        last &&
        (forwards ? comparePositions(event.position, last) <= 0 : comparePositions(event.position, last) >= 0)
      )
        continue;
      last = event.position;
      advanced = true;
      if (isSystemEvent(event)) continue;
      const recorded = toRecorded(resolved);
      if (recorded) yield recorded;
    }
    if (!advanced || !last || read < asked) return;
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
