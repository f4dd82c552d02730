import { randomUUID } from 'node:crypto';
import type { Filter, Update } from '../port';

const isOperatorObject = (value: unknown): boolean =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.keys(value).some((key) => key.startsWith('$'));

/** Whether an upsert with this filter inserts a known `_id` (an equality on it, possibly inside `$and`). */
function filterFixesId(filter: Filter): boolean {
  if ('_id' in filter) {
    const id = filter._id;
    if (!isOperatorObject(id) || '$eq' in (id as object)) return true;
  }
  const and = filter.$and;
  return Array.isArray(and) && and.some((part) => filterFixesId(part as Filter));
}

/**
 * The update to send. Where an upsert would insert without an `_id`, MongoDB would generate an ObjectId; the
 * port's `_id` is a string, so a random UUID is supplied on insert (as the memory adapter does).
 */
export function withStringIdOnUpsert(filter: Filter, update: Update, upsert: boolean): Update {
  if (!upsert || filterFixesId(filter)) return update;
  if (update.$set && '_id' in update.$set) return update;
  if (update.$setOnInsert && '_id' in update.$setOnInsert) return update;
  return { ...update, $setOnInsert: { ...update.$setOnInsert, _id: randomUUID() } };
}
