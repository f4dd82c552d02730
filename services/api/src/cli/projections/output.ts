import { csvCell } from '@chauffeur/contracts';
import { POSITION_FIELD, type Doc } from '@chauffeur/projections';

/** A read-model document as an analyst wants it: without the runner's bookkeeping field. */
export const cleanDoc = (doc: Doc): Doc => {
  const { [POSITION_FIELD]: _position, ...rest } = doc;
  return rest as Doc;
};

/** Nested objects become dotted columns (`vehicle.name`); arrays stay JSON in one cell. */
export function flatten(value: Record<string, unknown>, prefix = '', into: Record<string, unknown> = {}) {
  for (const [key, field] of Object.entries(value)) {
    const column = prefix ? `${prefix}.${key}` : key;
    if (field !== null && typeof field === 'object' && !Array.isArray(field) && !(field instanceof Date))
      flatten(field as Record<string, unknown>, column, into);
    else into[column] = field;
  }
  return into;
}

/** Dates as ISO text, arrays and objects as JSON; then the one CSV rule of the product (contracts). */
const cell = (value: unknown): string =>
  csvCell(
    value instanceof Date
      ? value.toISOString()
      : value !== null && typeof value === 'object'
        ? JSON.stringify(value)
        : (value as string | number | boolean | null | undefined),
  );

/**
 * RFC 4180 CSV with a header row, formula-like cells defused as in the admin's web export: the columns are the union of every row's (flattened) fields, in the
 * order they first appear; `columns` fixes the order when given.
 */
export function toCsv(rows: readonly Record<string, unknown>[], columns?: readonly string[]): string {
  const flat = rows.map((row) => flatten(row));
  const header = columns ? [...columns] : [...new Set(flat.flatMap((row) => Object.keys(row)))];
  const lines = [header.map(cell).join(','), ...flat.map((row) => header.map((c) => cell(row[c])).join(','))];
  return `${lines.join('\r\n')}\r\n`;
}
