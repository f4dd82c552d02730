import type { Filter } from '../port';

const isOperatorObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.keys(value).some((key) => key.startsWith('$'));

/**
 * The document an upsert starts from, as MongoDB builds it: the equality conditions of the filter
 * (`{ a: 1 }`, `{ a: { $eq: 1 } }`, and those inside a top-level `$and`), with dotted paths expanded.
 */
export function documentFromFilter(filter: Filter): Record<string, unknown> {
  const doc: Record<string, unknown> = {};
  const collect = (conditions: Filter) => {
    for (const [key, value] of Object.entries(conditions)) {
      if (key === '$and' && Array.isArray(value)) {
        for (const part of value) collect(part as Filter);
      } else if (key.startsWith('$')) {
        continue;
      } else if (isOperatorObject(value)) {
        if ('$eq' in value) setPath(doc, key, structuredClone(value.$eq));
      } else {
        setPath(doc, key, structuredClone(value));
      }
    }
  };
  collect(filter);
  return doc;
}

function setPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const parts = path.split('.');
  let node = target;
  for (const part of parts.slice(0, -1)) {
    if (typeof node[part] !== 'object' || node[part] === null) node[part] = {};
    node = node[part] as Record<string, unknown>;
  }
  node[parts.at(-1)!] = value;
}
