import type { SortSpec } from '../port';
import { UNKNOWN, compilePath, isSimpleScalar, readPath } from './paths';

export interface CompiledSort {
  /** Identifies the order (paths and directions), for caching a sorted list. */
  readonly key: string;
  readonly paths: readonly (readonly string[])[];
  readonly directions: readonly (1 | -1)[];
}

/** Compiles a sort spec over plain field paths; undefined when mingo should handle it (e.g. an empty spec). */
export function compileSort(spec: SortSpec): CompiledSort | undefined {
  if (spec === null || typeof spec !== 'object') return undefined;
  const fields = Object.keys(spec);
  if (fields.length === 0) return undefined;
  const paths: (readonly string[])[] = [];
  const directions: (1 | -1)[] = [];
  for (const field of fields) {
    const parts = compilePath(field);
    if (!parts) return undefined;
    paths.push(parts);
    // mingo sorts descending on -1 and ascending on anything else.
    directions.push(spec[field] === -1 ? -1 : 1);
  }
  return { key: JSON.stringify([fields, directions]), paths, directions };
}

/**
 * mingo's order for the values handled here: missing and null together first, then numbers, then strings
 * (by UTF-16 code units), then booleans.
 */
const rank = (value: string | number | boolean | null | undefined): number => {
  switch (typeof value) {
    case 'number':
      return 3;
    case 'string':
      return 4;
    case 'boolean':
      return 9;
    default:
      return 2;
  }
};

function compareValues(
  a: string | number | boolean | null | undefined,
  b: string | number | boolean | null | undefined,
): number {
  const ra = rank(a);
  const rb = rank(b);
  if (ra !== rb) return ra - rb;
  if (ra === 2) return 0;
  return a! < b! ? -1 : a! > b! ? 1 : 0;
}

/**
 * Sorts documents as mingo's `$sort` does (a stable sort: equal keys keep the input order, also when
 * descending), or returns undefined when a sort key holds a value it does not handle (array, object, Date,
 * NaN...), so the caller falls back to mingo.
 */
export function sortDocuments<D extends Record<string, unknown>>(
  docs: readonly D[],
  sort: CompiledSort,
): D[] | undefined {
  const { paths, directions } = sort;
  const width = paths.length;
  const keys: unknown[] = new Array(docs.length * width);
  for (let i = 0; i < docs.length; i += 1) {
    const doc = docs[i]!;
    for (let k = 0; k < width; k += 1) {
      const parts = paths[k]!;
      const value =
        parts.length === 1
          ? Object.hasOwn(doc, parts[0]!)
            ? doc[parts[0]!]
            : undefined
          : readPath(doc, parts);
      if (value === UNKNOWN || !isSimpleScalar(value)) return undefined;
      keys[i * width + k] = value;
    }
  }
  const order = Array.from({ length: docs.length }, (_, i) => i);
  order.sort((x, y) => {
    for (let k = 0; k < width; k += 1) {
      const c = compareValues(
        keys[x * width + k] as string | number | boolean | null | undefined,
        keys[y * width + k] as string | number | boolean | null | undefined,
      );
      if (c !== 0) return directions[k] === -1 ? -c : c;
    }
    return x - y;
  });
  return order.map((i) => docs[i]!);
}
