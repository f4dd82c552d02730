import type { Filter, SortSpec } from '../port';
import { fieldExpression, type FieldType, violationExpression } from './indexes';
import { literalRegexOperand } from './regex-literal';
import { isOrderSafe, toSqlFilter } from './sql-filter';

/**
 * A query SQL can answer alone, filter, order, skip and limit, when the read model declared its fields
 * (ReadStore.ensureIndexes): then ORDER BY … LIMIT and count(*) run on the declared expression indexes
 * instead of parsing every matching document in JS.
 *
 * Exact only under a condition the caller checks with `checks` before running it: no stored document
 * breaks a used field's declared type (a value of another JSON type, an array on the path). Under it:
 * - equality, `$eq`, `$in` with values of the declared type, numeric `$gt/$gte/$lt/$lte` on numbers and
 *   the same on strings against a text below U+D800 (isOrderSafe: e.g. an ISO date range), match as MongoDB does (no arrays, so no element matching; one type, so no cross-type comparison);
 *   `$exists` always does; a `$regex` that is a plain literal without options (regex-literal.ts) on a
 *   string field is `instr(field, literal) > 0`, a substring test in C (NULL for null or missing: no match);
 * - ORDER BY over one JSON type sorts as MongoDB: NULL (null and missing, equal) first ascending and last
 *   descending, numbers numerically, strings by their UTF-8 bytes (MongoDB's simple binary comparison;
 *   the memory adapter compares UTF-16 units, which differ only between characters past U+FFFF and those in
 *   U+E000–U+FFFF), booleans false before true. Ties keep insertion order (rowid), as the memory adapter
 *   does; `_id` is the primary key column.
 */
export interface SqlPlan {
  where: string;
  params: unknown[];
  /** `ORDER BY …` (empty when unsorted: insertion order). */
  orderBy: string;
  /** Per used field, a WHERE that finds a document breaking its declared type: any answer means "not exact". */
  checks: string[];
}

type Fields = ReadonlyMap<string, FieldType>;

interface Part {
  where: string;
  params: unknown[];
  fields: string[];
}

/** The plan, or undefined when part of the filter or sort cannot be answered exactly in SQL. */
export function planQuery(filter: Filter, sort: SortSpec | undefined, fields: Fields): SqlPlan | undefined {
  const where = exactFilter(filter, fields);
  if (!where) return undefined;
  const used = new Set(where.fields);
  const order: string[] = [];
  for (const [path, direction] of Object.entries(sort ?? {})) {
    if (direction !== 1 && direction !== -1) return undefined;
    if (path !== '_id' && !fields.has(path)) return undefined;
    if (path !== '_id') used.add(path);
    order.push(`${fieldExpression(path)!} ${direction === 1 ? 'ASC' : 'DESC'}`);
  }
  if (order.length > 0 && !(sort && '_id' in sort)) order.push('rowid');
  const checks = [...used].map((path) => violationExpression({ path, type: fields.get(path)! })!);
  return {
    where: where.where,
    params: where.params,
    orderBy: order.length > 0 ? `ORDER BY ${order.join(', ')}` : 'ORDER BY rowid',
    checks,
  };
}

const ofType = (value: unknown, type: FieldType): boolean =>
  type === 'number' ? typeof value === 'number' && Number.isFinite(value) : typeof value === type;

const bind = (value: unknown): unknown => (typeof value === 'boolean' ? (value ? 1 : 0) : value);

function exactFilter(filter: Filter, fields: Fields): Part | undefined {
  if (filter === null || typeof filter !== 'object' || Array.isArray(filter)) return undefined;
  const parts: Part[] = [];
  for (const [key, value] of Object.entries(filter)) {
    let part: Part | undefined;
    if (key === '$and' || key === '$or') {
      if (!Array.isArray(value) || value.length === 0) return undefined;
      const inner = value.map((branch: Filter) => exactFilter(branch, fields));
      if (inner.some((branch) => !branch)) return undefined;
      part = join(inner as Part[], key === '$and' ? 'AND' : 'OR');
    } else if (key === '_id') {
      // The primary key: sql-filter.ts already answers string equality and $in exactly.
      const sql = toSqlFilter({ _id: value });
      if (!sql.exact) return undefined;
      part = { where: sql.where, params: sql.params, fields: [] };
    } else {
      const type = fields.get(key);
      part = type ? fieldFilter(key, type, value) : undefined;
    }
    if (!part) return undefined;
    parts.push(part);
  }
  return parts.length === 0 ? { where: '1', params: [], fields: [] } : join(parts, 'AND');
}

function join(parts: Part[], operator: 'AND' | 'OR'): Part {
  return {
    where: parts.map((part) => `(${part.where})`).join(` ${operator} `),
    params: parts.flatMap((part) => part.params),
    fields: parts.flatMap((part) => part.fields),
  };
}

const COMPARISONS: Record<string, string> = { $gt: '>', $gte: '>=', $lt: '<', $lte: '<=' };

function fieldFilter(path: string, type: FieldType, value: unknown): Part | undefined {
  const field = fieldExpression(path)!;
  const done = (where: string, params: unknown[] = []): Part => ({ where, params, fields: [path] });
  if (ofType(value, type)) return done(`${field} = ?`, [bind(value)]);
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const conditions: Part[] = [];
  const { $regex: pattern, $options: options, ...operators } = value as Record<string, unknown>;
  if (pattern !== undefined || options !== undefined) {
    const literal =
      type === 'string' ? literalRegexOperand({ $regex: pattern, $options: options }) : undefined;
    if (literal === undefined) return undefined;
    conditions.push(done(`instr(${field}, ?) > 0`, [literal]));
  }
  for (const [operator, operand] of Object.entries(operators)) {
    if (operator === '$eq' && ofType(operand, type)) conditions.push(done(`${field} = ?`, [bind(operand)]));
    else if (operator === '$in' && Array.isArray(operand) && operand.every((v) => ofType(v, type)))
      conditions.push(
        operand.length === 0
          ? done('0')
          : done(`${field} IN (${operand.map(() => '?').join(', ')})`, operand.map(bind)),
      );
    else if (operator in COMPARISONS && type === 'number' && ofType(operand, 'number'))
      conditions.push(done(`${field} ${COMPARISONS[operator]} ?`, [operand]));
    else if (operator in COMPARISONS && type === 'string' && isOrderSafe(operand))
      conditions.push(done(`${field} ${COMPARISONS[operator]} ?`, [operand]));
    else if (operator === '$exists' && typeof operand === 'boolean') {
      const json = field.replace(/^json_extract\(/, 'json_type(');
      conditions.push(done(`${json} IS ${operand ? 'NOT ' : ''}NULL`));
    } else return undefined;
  }
  return conditions.length === 0 ? undefined : join(conditions, 'AND');
}
