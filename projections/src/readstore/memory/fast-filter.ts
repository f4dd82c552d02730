import type { Filter } from '../port';
import { UNKNOWN, compilePath, isPlainObject, isSimpleScalar, readPath } from './paths';

/**
 * A compiled filter: true or false when it can tell for this document exactly as mingo would, undefined when
 * the document holds something it does not handle (an array or object on the path, NaN...): then ask mingo.
 */
export type FastMatcher = (doc: Record<string, unknown>) => boolean | undefined;

type Scalar = string | number | boolean | null;
type Leaf = (value: string | number | boolean | null | undefined) => boolean;
type Condition = (value: unknown) => boolean | undefined;

const isOperand = (value: unknown): value is Scalar => value !== undefined && isSimpleScalar(value);

/** mingo's type test for comparisons: both sides must have the same type ('null' and 'undefined' differ). */
const typeName = (value: unknown) => (value === null ? 'null' : typeof value);

function compileComparison(operator: string, operand: unknown): Leaf | undefined {
  switch (operator) {
    case '$eq':
    case '$ne': {
      if (!isOperand(operand)) return undefined;
      const eq: Leaf = operand === null ? (v) => v === null || v === undefined : (v) => v === operand;
      return operator === '$eq' ? eq : (v) => !eq(v);
    }
    case '$gt':
    case '$gte':
    case '$lt':
    case '$lte': {
      if (!isOperand(operand)) return undefined;
      const type = typeName(operand);
      const b = operand;
      if (b === null) {
        // null compares equal to null only; undefined (missing) has another type.
        return operator === '$gte' || operator === '$lte' ? (v) => v === null : () => false;
      }
      switch (operator) {
        case '$gt':
          return (v) => typeName(v) === type && (v as Scalar)! > b;
        case '$gte':
          return (v) => typeName(v) === type && (v as Scalar)! >= b;
        case '$lt':
          return (v) => typeName(v) === type && (v as Scalar)! < b;
        default:
          return (v) => typeName(v) === type && (v as Scalar)! <= b;
      }
    }
    case '$in':
    case '$nin': {
      if (!Array.isArray(operand) || !operand.every(isOperand)) return undefined;
      const values = new Set<Scalar>(operand);
      const hasNull = values.has(null);
      const isIn: Leaf = (v) => (v === null || v === undefined ? hasNull : values.has(v));
      return operator === '$in' ? isIn : (v) => !isIn(v);
    }
    default:
      return undefined;
  }
}

/** `{ $op: operand, ... }` on one field: every operator must hold. */
function compileOperators(spec: Record<string, unknown>): Condition | undefined {
  const keys = Object.keys(spec);
  if (keys.length === 0) return undefined;
  const conditions: Condition[] = [];
  for (const key of keys) {
    const operand = spec[key];
    if (key === '$exists') {
      const wanted = !!operand;
      conditions.push((v) => (v !== undefined) === wanted);
    } else if (key === '$not') {
      if (!isPlainObject(operand) || !Object.keys(operand).every((k) => k.startsWith('$'))) return undefined;
      const inner = compileOperators(operand);
      if (!inner) return undefined;
      conditions.push((v) => {
        const result = inner(v);
        return result === undefined ? undefined : !result;
      });
    } else {
      const leaf = compileComparison(key, operand);
      if (!leaf) return undefined;
      conditions.push((v) => (isSimpleScalar(v) ? leaf(v) : undefined));
    }
  }
  return conditions.length === 1 ? conditions[0] : (v) => every(conditions, v);
}

function every<A>(predicates: ((arg: A) => boolean | undefined)[], arg: A): boolean | undefined {
  let unknown = false;
  for (const predicate of predicates) {
    const result = predicate(arg);
    if (result === false) return false;
    if (result === undefined) unknown = true;
  }
  return unknown ? undefined : true;
}

function compileField(path: string, spec: unknown): FastMatcher | undefined {
  const parts = compilePath(path);
  if (!parts) return undefined;
  let condition: Condition | undefined;
  if (isOperand(spec)) {
    const leaf = compileComparison('$eq', spec)!;
    condition = (v) => (isSimpleScalar(v) ? leaf(v) : undefined);
  } else if (isPlainObject(spec) && Object.keys(spec).every((k) => k.startsWith('$'))) {
    condition = compileOperators(spec);
  }
  if (!condition) return undefined;
  const test = condition;
  if (parts.length === 1) {
    const [field] = parts as [string];
    // Same as readPath for a top-level field of a plain document.
    return (doc) => test(Object.hasOwn(doc, field) ? doc[field] : undefined);
  }
  return (doc) => {
    const value = readPath(doc, parts);
    return value === UNKNOWN ? undefined : test(value);
  };
}

/**
 * Compiles the filters the projections and queries use most (field equality, $eq/$ne/$gt/$gte/$lt/$lte/
 * $in/$nin/$exists on scalars, $not of those, top-level $and) into a function; undefined for anything else.
 */
export function compileFilter(filter: Filter): FastMatcher | undefined {
  if (!isPlainObject(filter)) return undefined;
  const matchers: FastMatcher[] = [];
  for (const key of Object.keys(filter)) {
    const spec = filter[key];
    let matcher: FastMatcher | undefined;
    if (key === '$and') {
      if (!Array.isArray(spec) || spec.length === 0) return undefined;
      const parts: FastMatcher[] = [];
      for (const part of spec) {
        const compiled = compileFilter(part as Filter);
        if (!compiled) return undefined;
        parts.push(compiled);
      }
      matcher = (doc) => every(parts, doc);
    } else {
      matcher = compileField(key, spec);
    }
    if (!matcher) return undefined;
    matchers.push(matcher);
  }
  if (matchers.length === 0) return () => true;
  if (matchers.length === 1) return matchers[0];
  return (doc) => every(matchers, doc);
}
