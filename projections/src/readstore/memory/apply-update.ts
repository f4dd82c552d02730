import { randomUUID } from 'node:crypto';
import type { update as mingoUpdate } from 'mingo';
import type { Doc, Filter, Update } from '../port';
import { copyDocument } from './copy-document';
import { documentFromFilter } from './document-from-filter';
import { applyFastUpdate } from './fast-update';
import { mingo } from './lazy-mingo';

type Modifier = Parameters<typeof mingoUpdate>[1];

/**
 * The update (without `$setOnInsert`) applied to a new version of the document; the given one is left as
 * it is. The fast path when it applies, else mingo on a copy: MongoDB's semantics either way.
 */
export function applyUpdate<T extends Doc>(doc: T, modifier: Update): { doc: T; changed: boolean } {
  const fast = applyFastUpdate(doc, modifier);
  if (fast) return fast;
  const working = copyDocument(doc);
  const changed = mingo().update(working, modifier as Modifier);
  return { doc: working, changed: changed.length > 0 };
}

/**
 * The document an upsert inserts when nothing matches, as MongoDB builds it: the filter's equalities, then
 * `$setOnInsert`, then the rest of the update; a new `_id` when none of these gave one.
 */
export function upsertDocument<T extends Doc>(filter: Filter, update: Update): T {
  const { $setOnInsert, ...modifier } = update;
  let created = documentFromFilter(filter) as T;
  if ($setOnInsert) created = applyUpdate(created, { $set: $setOnInsert }).doc;
  created = applyUpdate(created, modifier).doc;
  if (created._id === undefined) created._id = randomUUID();
  return created;
}
