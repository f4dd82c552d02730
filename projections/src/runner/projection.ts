import type { RecordedEvent } from '@chauffeur/eventstore';
import type { Collection, Doc, Filter, IndexSpec, Update } from '../readstore/port';

/** One write a projection wants applied for an event. The runner makes each of them idempotent. */
export type Change =
  | { kind: 'insert'; collection: string; doc: Doc }
  | { kind: 'upsert'; collection: string; id: string; update: Update }
  | { kind: 'update'; collection: string; filter: Filter; update: Update; many?: boolean }
  | { kind: 'delete'; collection: string; filter: Filter; many?: boolean };

/** Read-only access to the read store, for projections that must look something up. */
export interface ProjectionContext {
  collection<T extends Doc = Doc>(name: string): Pick<Collection<T>, 'find' | 'findOne' | 'count'>;
}

/**
 * A read model: a handler from one event to the changes of its collections. It must not do I/O other
 * than reads through the context, so that replaying the log always rebuilds the same model.
 * A document may be changed at most once per event (merge the updates of one event into one change).
 */
export interface Projection {
  readonly name: string;
  /**
   * The name the web knows this read model by, sent in live changes (default: `name`). Only where the
   * stored name says more than the screen needs (admin_analytics → analytics, blog_posts → blog).
   */
  readonly model?: string;
  /** Every collection it writes: dropped on rebuild. */
  readonly collections: readonly string[];
  /**
   * The version of its handler: bump it whenever `project` changes what it writes. A stored read model of
   * another version is rebuilt (in the background, blue/green) at the next start. Default 1.
   */
  readonly version?: number;
  /** The fields its queries filter and sort on, per collection (created by stores that index). */
  readonly indexes?: Readonly<Record<string, readonly IndexSpec[]>>;
  /** The event types it reacts to; others only advance its checkpoint. */
  readonly eventTypes: readonly string[];
  project(event: RecordedEvent, context: ProjectionContext): Change[] | Promise<Change[]>;
}
