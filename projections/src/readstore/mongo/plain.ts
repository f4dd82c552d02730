import { Binary, Decimal128, Long, ObjectId } from 'mongodb';

const isPlainObject = (value: object): boolean => {
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
};

/**
 * A driver value with every BSON wrapper replaced by a plain JS value, so callers get the same shapes as
 * from the memory adapter. With the driver's default promotion only values written by someone else (an
 * ObjectId `_id`, a Decimal128...) can still be wrapped.
 */
export function toPlain(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(toPlain);
  if (value instanceof ObjectId) return value.toHexString();
  if (value instanceof Decimal128) return value.toString();
  if (value instanceof Long) return value.toNumber();
  if (value instanceof Binary) return Uint8Array.from(value.buffer);
  if ('_bsontype' in value) return String(value);
  if (!isPlainObject(value)) return value;
  return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, toPlain(field)]));
}
