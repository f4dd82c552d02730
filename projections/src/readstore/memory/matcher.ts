import type { Query } from 'mingo';
import type { Filter } from '../port';
import { compileFilter } from './fast-filter';
import { mingo } from './lazy-mingo';

/**
 * The filter as a predicate with mingo's answers: the compiled fast matcher, asking mingo for the documents
 * it cannot decide; mingo alone for filters it does not compile (building the mingo query at once, so a
 * bad filter throws where it is given). Shared by every adapter that evaluates filters in JS.
 */
export function compileMatcher<T extends object>(filter: Filter): (doc: T) => boolean {
  const fast = compileFilter(filter);
  if (!fast) {
    const query = new (mingo().Query)<Record<string, unknown>>(filter, {});
    return (doc) => query.test(doc as Record<string, unknown>);
  }
  let query: Query<Record<string, unknown>> | undefined;
  return (doc) =>
    fast(doc as Record<string, unknown>) ??
    (query ??= new (mingo().Query)<Record<string, unknown>>(filter, {})).test(doc as Record<string, unknown>);
}
