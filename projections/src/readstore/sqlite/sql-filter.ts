import type { Filter } from '../port';

/**
 * A filter's SQL: a WHERE clause over the `id` column and `json_extract(doc, ...)`, with its parameters.
 *
 * The clause selects a superset of the documents MongoDB would match (never fewer): the caller always
 * checks each candidate with the exact JS matcher, so a shape translated loosely or not at all costs
 * speed, never correctness. `exact` says the clause alone is the answer (only `_id` conditions), so counts,
 * limits and skips may run in SQL.
 */
export interface SqlFilter {
  where: string;
  params: unknown[];
  exact: boolean;
}

const ANY: SqlFilter = { where: '1', params: [], exact: false };
const NONE: SqlFilter = { where: '0', params: [], exact: true };

type Scalar = string | number | boolean;
const isScalar = (value: unknown): value is Scalar =>
  typeof value === 'string' ||
  typeof value === 'boolean' ||
  (typeof value === 'number' && Number.isFinite(value));

// JSON has true/false; json_extract answers 1/0, so a boolean is compared as 1/0 (a superset: the number
// 1 matches too, and the JS matcher tells them apart).
const bindable = (value: Scalar): string | number => (typeof value === 'boolean' ? (value ? 1 : 0) : value);

/** Field names safe to inline in a JSON path literal; anything else (digits: array positions) is not translated. */
const SEGMENT = /^[A-Za-z_][A-Za-z0-9_-]*$/;

export function toSqlFilter(filter: Filter): SqlFilter {
  if (filter === null || typeof filter !== 'object' || Array.isArray(filter)) return ANY;
  const parts: SqlFilter[] = [];
  for (const [key, value] of Object.entries(filter)) {
    if (key === '$and') parts.push(Array.isArray(value) ? and(value.map(toSqlFilter)) : ANY);
    else if (key === '$or')
      parts.push(Array.isArray(value) && value.length > 0 ? or(value.map(toSqlFilter)) : ANY);
    else if (key.startsWith('$')) parts.push(ANY);
    else if (key === '_id') parts.push(idCondition(value));
    else parts.push(fieldCondition(key, value));
  }
  return and(parts);
}

function and(parts: SqlFilter[]): SqlFilter {
  const kept = parts.filter((part) => part.where !== '1');
  if (kept.length === 0) return { ...ANY, exact: parts.every((part) => part.exact) };
  return {
    where: kept.map((part) => `(${part.where})`).join(' AND '),
    params: kept.flatMap((part) => part.params),
    exact: parts.every((part) => part.exact),
  };
}

function or(parts: SqlFilter[]): SqlFilter {
  // One branch that may match anything makes the whole $or match anything.
  if (parts.some((part) => part.where === '1')) return ANY;
  return {
    where: parts.map((part) => `(${part.where})`).join(' OR '),
    params: parts.flatMap((part) => part.params),
    exact: parts.every((part) => part.exact),
  };
}

/** `_id` is the primary key column: string equality and `$in` of strings are exact and use its index. */
function idCondition(value: unknown): SqlFilter {
  if (typeof value === 'string') return { where: 'id = ?', params: [value], exact: true };
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return ANY;
  const operators = Object.entries(value);
  if (operators.length !== 1) return ANY;
  const [[operator, operand]] = operators as [[string, unknown]];
  if (operator === '$eq' && typeof operand === 'string')
    return { where: 'id = ?', params: [operand], exact: true };
  if (operator === '$in' && Array.isArray(operand) && operand.every((id) => typeof id === 'string')) {
    if (operand.length === 0) return NONE;
    return { where: `id IN (${operand.map(() => '?').join(', ')})`, params: operand, exact: true };
  }
  return ANY;
}

/**
 * The JSON path literals of each step of `a.b` (`'$."a"'`, `'$."a"."b"'`), or undefined when the path is
 * not made of plain field names. Index expressions (indexes.ts) use the same text, so the planner matches.
 */
export function jsonPathPrefixes(path: string): string[] | undefined {
  const segments = path.split('.');
  if (!segments.every((segment) => SEGMENT.test(segment))) return undefined;
  return segments.map(
    (_, i) =>
      `'$.${segments
        .slice(0, i + 1)
        .map((s) => `"${s}"`)
        .join('.')}'`,
  );
}

/**
 * A condition on a field path, loosened by "or some step of the path is an array": MongoDB then matches
 * any element, which json_extract cannot express, so such documents go to the JS matcher.
 */
function fieldCondition(path: string, value: unknown): SqlFilter {
  const prefixes = jsonPathPrefixes(path);
  if (!prefixes) return ANY;
  const field = `json_extract(doc, ${prefixes.at(-1)!})`;
  const type = `json_type(doc, ${prefixes.at(-1)!})`;
  const conditions: string[] = [];
  const params: unknown[] = [];
  if (isScalar(value)) {
    conditions.push(`${field} = ?`);
    params.push(bindable(value));
  } else if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const [operator, operand] of Object.entries(value)) {
      const sql = operatorCondition(field, type, operator, operand);
      if (!sql) continue; // left to the JS matcher: the other conditions still narrow the candidates
      conditions.push(sql.where);
      params.push(...sql.params);
    }
  }
  if (conditions.length === 0) return ANY;
  const arrays = prefixes.map((prefix) => `json_type(doc, ${prefix}) = 'array'`).join(' OR ');
  return { where: `(${conditions.join(' AND ')}) OR ${arrays}`, params, exact: false };
}

const COMPARISONS: Record<string, string> = { $gt: '>', $gte: '>=', $lt: '<', $lte: '<=' };

/**
 * A string SQL compares with any other as MongoDB and mingo do: UTF-8 bytes and UTF-16 units order two
 * texts alike unless they first differ on a character of U+E000–U+FFFF against one past U+FFFF, which
 * cannot happen when one side holds only characters below U+D800 (ISO dates, references, any ASCII).
 */
export const isOrderSafe = (value: unknown): value is string =>
  typeof value === 'string' && !/[\ud800-\uffff]/.test(value);

function operatorCondition(
  field: string,
  type: string,
  operator: string,
  operand: unknown,
): { where: string; params: unknown[] } | undefined {
  if (operator === '$eq' && isScalar(operand)) return { where: `${field} = ?`, params: [bindable(operand)] };
  // Numbers, and strings below U+D800 (isOrderSafe): SQLite orders text by bytes and mingo by UTF-16
  // units, which differ only between characters past U+FFFF and those in U+E000–U+FFFF.
  if (
    operator in COMPARISONS &&
    ((typeof operand === 'number' && Number.isFinite(operand)) || isOrderSafe(operand))
  )
    return { where: `${field} ${COMPARISONS[operator]} ?`, params: [operand] };
  if (operator === '$in' && Array.isArray(operand) && operand.length > 0 && operand.every(isScalar))
    return { where: `${field} IN (${operand.map(() => '?').join(', ')})`, params: operand.map(bindable) };
  // json_type is NULL for a missing path and 'null' for a JSON null, which $exists counts as present.
  if (operator === '$exists' && operand === true) return { where: `${type} IS NOT NULL`, params: [] };
  if (operator === '$exists' && operand === false) return { where: `${type} IS NULL`, params: [] };
  return undefined;
}
