import type { EventCatalogue } from '@chauffeur/contracts';

/** A stream's family as the catalogue declares it: `vehicle-<id>` is of kind `vehicle`, `settings` of `settings`. */
export interface StreamKind {
  kind: string;
  /** The part after the prefix (the aggregate's id); empty for a single-stream family such as `settings`. */
  aggregateId: string;
}

/**
 * The kind of a stream, from the stream prefixes of the event catalogue (the longest that matches), or null
 * for a name no event type is stored under. A new aggregate's events declare their prefix: nothing to add here.
 */
export function streamKindOf(catalogue: EventCatalogue, stream: string): StreamKind | null {
  let best: string | null = null;
  for (const { streamPrefix } of catalogue.values()) {
    const matches = streamPrefix.endsWith('-')
      ? stream.startsWith(streamPrefix) && stream.length > streamPrefix.length
      : stream === streamPrefix;
    if (matches && (best === null || streamPrefix.length > best.length)) best = streamPrefix;
  }
  if (best === null) return null;
  return { kind: best.replace(/-$/, ''), aggregateId: stream.slice(best.length) };
}

/** Every kind of the catalogue, for the activity filter and the panel's labels. */
export const streamKinds = (catalogue: EventCatalogue): string[] => [
  ...new Set([...catalogue.values()].map(({ streamPrefix }) => streamPrefix.replace(/-$/, ''))),
];
