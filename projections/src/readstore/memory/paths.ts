/**
 * Field paths for the memory read store's fast paths. A fast path only handles what it can answer exactly
 * as mingo would; anything else is reported as `UNKNOWN` (or a path is refused at compile time) so that the
 * caller falls back to mingo.
 */

/** Names an object inherits from Object.prototype: mingo special-cases them, so the fast paths refuse them. */
const PROTO_NAMES = new Set(Object.getOwnPropertyNames(Object.prototype));

const isDigits = (part: string) => /^[0-9]+$/.test(part);

/** Returns the parts of a dotted path, or undefined when a fast path should not touch it. */
export function compilePath(path: string): readonly string[] | undefined {
  const known = compiled.get(path);
  if (known !== undefined || compiled.has(path)) return known;
  const parts = splitPath(path);
  // Projections write a few dozen field names, each thousands of times in a rebuild: split them once.
  if (compiled.size >= COMPILED_PATHS_KEPT) compiled.clear();
  compiled.set(path, parts && Object.freeze(parts));
  return parts;
}

/** Paths already split (or refused: undefined), bounded so that odd keys cannot grow it without end. */
const compiled = new Map<string, readonly string[] | undefined>();
const COMPILED_PATHS_KEPT = 10_000;

function splitPath(path: string): string[] | undefined {
  if (path.length === 0 || path.startsWith('$')) return undefined;
  const parts = path.split('.');
  for (const part of parts) {
    if (part.length === 0 || isDigits(part) || PROTO_NAMES.has(part) || part.includes('$')) return undefined;
  }
  return parts;
}

/** An object literal as the store keeps it (from structuredClone or built here): no class, no array. */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.getPrototypeOf(value) === Object.prototype && !Object.hasOwn(value, 'constructor');
}

export const UNKNOWN: unique symbol = Symbol('unknown');

/**
 * The value at a path, as mingo resolves it when no array is on the way: a missing field or a step through a
 * primitive gives undefined. A step through an array or a non-plain object gives `UNKNOWN`.
 */
export function readPath(doc: Record<string, unknown>, parts: readonly string[]): unknown {
  let node: unknown = doc;
  for (let i = 0; i < parts.length; i += 1) {
    if (typeof node !== 'object' || node === null) return undefined;
    if (!isPlainObject(node)) return UNKNOWN;
    node = Object.hasOwn(node, parts[i]!) ? node[parts[i]!] : undefined;
  }
  return node;
}

/**
 * True for the values the fast paths compare natively: undefined, null, booleans, strings and numbers
 * other than NaN and -0 (whose handling in mingo's hashing and sorting is not worth copying).
 */
export function isSimpleScalar(value: unknown): value is string | number | boolean | null | undefined {
  switch (typeof value) {
    case 'undefined':
    case 'boolean':
    case 'string':
      return true;
    case 'number':
      return !Number.isNaN(value) && !Object.is(value, -0);
    case 'object':
      return value === null;
    default:
      return false;
  }
}
