/**
 * A deep copy of a document, as `structuredClone` makes it, several times faster for what read models hold:
 * plain objects, arrays and primitives are copied here; anything else (a Date, a Map, a typed array, a
 * class instance) goes to `structuredClone`. Every insert and every returned document is copied, so this is
 * on the hot path of replays and lists.
 */
export function copyDocument<T>(value: T): T {
  return copy(value, 0) as T;
}

const MAX_DEPTH = 64;

function copy(value: unknown, depth: number): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (depth > MAX_DEPTH) return structuredClone(value); // deep or cyclic: let the platform handle it
  if (Array.isArray(value)) {
    if (Object.getPrototypeOf(value) !== Array.prototype) return structuredClone(value);
    const out = new Array<unknown>(value.length);
    for (let i = 0; i < value.length; i++) out[i] = copy(value[i], depth + 1);
    return out;
  }
  const prototype = Object.getPrototypeOf(value) as unknown;
  if (prototype !== Object.prototype && prototype !== null) return structuredClone(value);
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    const field = copy((value as Record<string, unknown>)[key], depth + 1);
    // An own "__proto__" key (JSON.parse makes those) must stay a key, not become the prototype.
    if (key === '__proto__')
      Object.defineProperty(out, key, { value: field, enumerable: true, writable: true, configurable: true });
    else out[key] = field;
  }
  return out;
}
