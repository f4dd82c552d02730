import type { FindOptions } from '../port';
import { compileSort, sortDocuments } from '../memory/fast-sort';
import { mingo } from '../memory/lazy-mingo';

/** mingo's skip and limit take non-negative integers; anything else goes to it (and fails as there). */
export const isCount = (n: number): boolean => Number.isInteger(n) && n >= 0;

/**
 * Sorts, skips and limits matched documents (in insertion order) with mingo's semantics: the memory
 * adapter's native stable sort when it handles the values, else mingo's cursor.
 */
export function sortAndPage<T extends Record<string, unknown>>(docs: T[], options: FindOptions): T[] {
  const skip = options.skip || 0;
  const limit = options.limit || Infinity;
  const sort = options.sort ? compileSort(options.sort) : undefined;
  if (isCount(skip) && (limit === Infinity || isCount(limit)) && (!options.sort || sort)) {
    const ordered = sort ? sortDocuments(docs, sort) : docs;
    if (ordered) return ordered.slice(skip, skip + limit);
  }
  let cursor = mingo().find<T>(docs, {});
  if (options.sort) cursor = cursor.sort(options.sort);
  if (options.skip) cursor = cursor.skip(options.skip);
  if (options.limit) cursor = cursor.limit(options.limit);
  return cursor.all();
}
