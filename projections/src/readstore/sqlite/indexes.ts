import { createHash } from 'node:crypto';
import type { IndexField, IndexSpec } from '../port';
import { jsonPathPrefixes } from './sql-filter';

/**
 * The SQL of a read model's declared indexes (ReadStore.ensureIndexes).
 *
 * Two kinds per collection, both named after the collection so they can be told apart after a rename:
 * - `ix_<collection>__<hash>`: an expression index over the spec's fields, `json_extract(doc, '$."a"')`
 *   written exactly as sql-filter.ts and sql-page.ts write it, so the planner uses it for their WHERE and
 *   ORDER BY (`_id` is the `id` column);
 * - `tx_<collection>__<hash>`: per declared field, a partial index holding only the documents whose value
 *   breaks the declared type (another JSON type, or an array on the path). It is empty in a healthy read
 *   model, costs nothing to keep, and answers "may SQL order and filter this field?" with one probe.
 */

export type FieldType = IndexField['type'];

/** The JSON types (json_type) a declared field may hold besides null or nothing. */
const ALLOWED: Record<FieldType, string[]> = {
  string: ['text'],
  number: ['integer', 'real'],
  boolean: ['true', 'false'],
};

/** `json_extract(doc, '$."a"."b"')` for `a.b` (`id` for `_id`); undefined when the path is not plain names. */
export function fieldExpression(path: string): string | undefined {
  if (path === '_id') return 'id';
  const prefixes = jsonPathPrefixes(path);
  return prefixes ? `json_extract(doc, ${prefixes.at(-1)!})` : undefined;
}

/** True for a document whose field breaks the declared type (SQL would then order or match it unlike MongoDB). */
export function violationExpression(field: IndexField): string | undefined {
  const prefixes = jsonPathPrefixes(field.path);
  if (!prefixes || field.path === '_id') return undefined;
  const allowed = ['null', ...ALLOWED[field.type]].map((type) => `'${type}'`).join(', ');
  const leaf = `json_type(doc, ${prefixes.at(-1)!}) NOT IN (${allowed})`;
  const arrays = prefixes.slice(0, -1).map((prefix) => `json_type(doc, ${prefix}) = 'array'`);
  return [leaf, ...arrays].join(' OR ');
}

const quote = (name: string): string => `"${name.replaceAll('"', '""')}"`;
const hash = (text: string): string => createHash('sha256').update(text).digest('hex').slice(0, 12);

export interface IndexSql {
  /** The name it gets when free (another table may hold it after a rename: then `_2`, `_3`…). */
  name: string;
  /** What follows `ON <table>`: the columns, and the WHERE of a partial index. */
  definition: string;
  /** A type probe (`tx_`): a partial index empty in a healthy read model. */
  probe: boolean;
}

/**
 * The indexes declared for one collection, deduplicated. Indexes are told apart by definition, not by
 * name: an index keeps its name when `ALTER TABLE … RENAME` moves its table (blue/green), and SQLite
 * cannot rename an index, so after a swap the serving table's indexes carry the build collection's name.
 */
export function declaredIndexSql(collection: string, specs: readonly IndexSpec[]): IndexSql[] {
  const out = new Map<string, IndexSql>();
  for (const spec of specs) {
    const columns = spec.map((field) => {
      const expression = fieldExpression(field.path);
      return expression && `${expression}${field.order === -1 ? ' DESC' : ''}`;
    });
    if (columns.length === 0 || columns.some((column) => column === undefined))
      throw new Error(`Index on ${collection} has a field that is not a plain path: ${JSON.stringify(spec)}`);
    const definition = `(${columns.join(', ')})`;
    out.set(definition, { name: `ix_${collection}__${hash(definition)}`, definition, probe: false });
    for (const field of spec) {
      const violation = violationExpression(field);
      if (!violation) continue;
      const check = `(id) WHERE ${violation}`;
      out.set(check, { name: `tx_${collection}__${hash(check)}`, definition: check, probe: true });
    }
  }
  return [...out.values()];
}

/** The definition part of an index's stored SQL (`CREATE INDEX "n" ON "t" <definition>`). */
export function definitionOf(sql: string): string | undefined {
  return /^CREATE INDEX (?:IF NOT EXISTS )?(?:"(?:[^"]|"")*"|\S+) ON (?:"(?:[^"]|"")*"|\S+) ?(\(.*)$/s.exec(
    sql,
  )?.[1];
}

export const quoteIdentifier = quote;
