import type { Collection, Doc, Filter, FindJsonOptions } from './port';

/** The document as JSON text without the `omit` fields: what a store's own `findJson` must give. */
export function jsonWithout(doc: Doc, omit: readonly string[]): string {
  if (omit.length === 0) return JSON.stringify(doc);
  const shown: Record<string, unknown> = {};
  for (const key of Object.keys(doc)) if (!omit.includes(key)) shown[key] = doc[key];
  return JSON.stringify(shown);
}

/**
 * The documents of a find as JSON text, each without the `omit` fields (top-level names): from the store's
 * own text where it has one (SQLite), else found and written out here (memory, MongoDB, decorators).
 */
export async function findJson(
  collection: Collection,
  filter: Filter,
  options: FindJsonOptions,
): Promise<string[]> {
  if (collection.findJson) return collection.findJson(filter, options);
  const docs = await collection.find(filter, options);
  return docs.map((doc) => jsonWithout(doc, options.omit));
}
