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
  name: string;
  /** CREATE INDEX IF NOT EXISTS … (the table and index names quoted). */
  create: string;
}

/** The indexes declared for one collection over its table, deduplicated by name. */
export function declaredIndexSql(collection: string, table: string, specs: readonly IndexSpec[]): IndexSql[] {
  const out = new Map<string, IndexSql>();
  for (const spec of specs) {
    const columns = spec.map((field) => fieldExpression(field.path));
    if (columns.length === 0 || columns.some((column) => column === undefined))
      throw new Error(`Index on ${collection} has a field that is not a plain path: ${JSON.stringify(spec)}`);
    const list = columns.join(', ');
    const name = `ix_${collection}__${hash(list)}`;
    out.set(name, { name, create: `CREATE INDEX IF NOT EXISTS ${quote(name)} ON ${table} (${list})` });
    for (const field of spec) {
      const violation = violationExpression(field);
      if (!violation) continue;
      const checkName = `tx_${collection}__${hash(violation)}`;
      out.set(checkName, {
        name: checkName,
        create: `CREATE INDEX IF NOT EXISTS ${quote(checkName)} ON ${table} (id) WHERE ${violation}`,
      });
    }
  }
  return [...out.values()];
}

/** The name an index of `from` gets once its table serves as `to`; undefined for an index not ours. */
export function renamedIndex(name: string, from: string, to: string): string | undefined {
  for (const kind of ['ix_', 'tx_']) {
    const prefix = `${kind}${from}__`;
    if (name.startsWith(prefix) && /^[0-9a-f]{12}$/.test(name.slice(prefix.length)))
      return `${kind}${to}__${name.slice(prefix.length)}`;
  }
  return undefined;
}

export const quoteIdentifier = quote;
