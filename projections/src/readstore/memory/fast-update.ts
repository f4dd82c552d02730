import { copyDocument } from './copy-document';
import { isEqual } from 'mingo/util';
import type { Update } from '../port';
import { compilePath, isPlainObject } from './paths';

export interface FastUpdateResult<D> {
  /** The updated document: a new object sharing the untouched parts of the old one, which is not changed. */
  doc: D;
  /** Whether mingo would report a modification (a no-op `$set` or `$inc` of 0 is not one). */
  changed: boolean;
}

type Op =
  | { kind: 'set'; parts: readonly string[]; value: unknown }
  | { kind: 'inc'; parts: readonly string[]; amount: number }
  | { kind: 'unset'; parts: readonly string[] }
  | { kind: 'push'; parts: readonly string[]; value: unknown };

/** Sentinel: the document holds something on the path the fast path does not handle. */
const FALLBACK = Symbol('fallback');

/**
 * Compiles an update made of `$set`, `$inc`, `$unset` and `$push` of one value (no `$each` or other
 * modifier) on plain field paths (not `_id`, no array positions, no path that is a prefix of another);
 * undefined for anything else, which mingo then applies. `$push` is here for the notes a booking gathers:
 * without it every note of a rebuild went through mingo, the largest cost of a replay.
 */
function compileUpdate(modifier: Update): Op[] | undefined {
  const ops: Op[] = [];
  const paths: string[] = [];
  for (const operator of Object.keys(modifier)) {
    const spec = (modifier as Record<string, unknown>)[operator];
    if (!isPlainObject(spec)) return undefined;
    for (const path of Object.keys(spec)) {
      const parts = compilePath(path);
      if (!parts || parts[0] === '_id') return undefined;
      const value = spec[path];
      switch (operator) {
        case '$set':
          if (value === undefined) return undefined;
          ops.push({ kind: 'set', parts, value });
          break;
        case '$inc':
          if (typeof value !== 'number' || Number.isNaN(value)) return undefined;
          ops.push({ kind: 'inc', parts, amount: value });
          break;
        case '$unset':
          ops.push({ kind: 'unset', parts });
          break;
        case '$push':
          if (value === undefined || hasModifier(value) || !ordinaryTree(value)) return undefined;
          ops.push({ kind: 'push', parts, value });
          break;
        default:
          return undefined;
      }
      paths.push(path);
    }
  }
  if (paths.length > 1) {
    // mingo refuses two paths where one is the other or inside it: leave those to it.
    const seen = new Set(paths);
    if (seen.size !== paths.length) return undefined;
    for (const path of paths) {
      for (let dot = path.indexOf('.'); dot !== -1; dot = path.indexOf('.', dot + 1))
        if (seen.has(path.slice(0, dot))) return undefined;
    }
  }
  return ops;
}

/**
 * Only values whose objects are ordinary (Object or Array prototype) are pushed here: mingo pushes a copy
 * with ordinary prototypes, which this path's copy would not give an object made with a null prototype.
 * Values read from JSON always are; anything else goes to mingo.
 */
function ordinaryTree(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return true;
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== Array.prototype) return false;
  return Object.values(value).every(ordinaryTree);
}

/** `{ $each: [...] }` and the like: a $push with modifiers, left to mingo. */
const hasModifier = (value: unknown) =>
  isPlainObject(value) && Object.keys(value).some((key) => key.startsWith('$'));

const copyValue = (value: unknown) =>
  typeof value === 'object' && value !== null ? copyDocument(value) : value;

/**
 * Applies `$set`/`$inc`/`$unset`/`$push` with mingo's semantics, copying the document and only the objects on the
 * changed paths (instead of a deep copy of it all). Returns undefined when mingo should do it.
 */
export function applyFastUpdate<D extends Record<string, unknown>>(
  doc: D,
  modifier: Update,
): FastUpdateResult<D> | undefined {
  const ops = compileUpdate(modifier);
  if (!ops) return undefined;
  const root: Record<string, unknown> = { ...doc };
  const copied = new Set<object>([root]);
  let changed = false;
  for (const op of ops) {
    const parent = parentOf(root, op.parts, op.kind !== 'unset', copied);
    if (parent === FALLBACK) return undefined;
    if (parent === null) continue;
    const field = op.parts[op.parts.length - 1]!;
    const current = Object.hasOwn(parent, field) ? parent[field] : undefined;
    switch (op.kind) {
      case 'set':
        if (!isEqual(current, op.value)) {
          try {
            parent[field] = copyValue(op.value);
          } catch {
            return undefined; // not cloneable (a function inside...): mingo stores it by reference
          }
          changed = true;
        }
        break;
      case 'inc':
        if (current === undefined || (typeof current === 'number' && !Number.isNaN(current))) {
          const next = ((current as number | undefined) || 0) + op.amount;
          parent[field] = next;
          if (next !== current) changed = true;
        }
        break;
      case 'push':
        // Only onto a missing field or an array; anything else (mingo refuses it) goes to mingo.
        if (current !== undefined && !Array.isArray(current)) return undefined;
        try {
          parent[field] = [...((current as unknown[] | undefined) ?? []), copyValue(op.value)];
        } catch {
          return undefined;
        }
        changed = true;
        break;
      case 'unset':
        if (Object.hasOwn(parent, field)) {
          delete parent[field];
          if (current !== undefined) changed = true;
        }
        break;
    }
  }
  return { doc: root as D, changed };
}

/**
 * The (copied) object holding the last part of the path. With `build` (for $set and $inc), missing or null
 * steps become new objects, as in mingo; without it (for $unset), a missing or primitive step means there
 * is nothing to do (null). Arrays, class instances and (with `build`) primitives on the way: FALLBACK.
 */
function parentOf(
  root: Record<string, unknown>,
  parts: readonly string[],
  build: boolean,
  copied: Set<object>,
): Record<string, unknown> | null | typeof FALLBACK {
  let node = root;
  for (let i = 0; i < parts.length - 1; i += 1) {
    const part = parts[i]!;
    const next = Object.hasOwn(node, part) ? node[part] : undefined;
    let child: Record<string, unknown>;
    if (next === undefined || next === null) {
      if (!build) return null;
      child = {};
      copied.add(child);
    } else if (isPlainObject(next)) {
      if (copied.has(next)) child = next;
      else {
        child = { ...next };
        copied.add(child);
      }
    } else if (!build && typeof next !== 'object' && typeof next !== 'function') {
      return null;
    } else {
      return FALLBACK;
    }
    node[part] = child;
    node = child;
  }
  return node;
}
