import type { AuditChange } from '@chauffeur/contracts';

/**
 * Field changes as the audit history shows them: one rule per concern, each a small table or function, so
 * that every aggregate reads the same way (decision 156).
 */

/** Fields never shown, whatever the aggregate: names that say "secret". Their change shows, their value never. */
const SECRET_FIELD = /password|hash|secret|token/i;
/** Longer texts (an article's body) show as "changed": an excerpt would often hide where. */
const MAX_SHOWN_LENGTH = 120;

/** What the history remembers of a stream between two events: every field's value as text. */
export type KnownFields = ReadonlyMap<string, string>;

/** Flattens a payload to `field → text`: nested objects dotted (`description.fr`), lists as JSON, null as absent. */
export function flattenFields(data: Record<string, unknown>, prefix = ''): Map<string, string> {
  const flat = new Map<string, string>();
  for (const [key, value] of Object.entries(data)) {
    const field = `${prefix}${key}`;
    if (value === null || value === undefined) continue;
    if (typeof value === 'object' && !Array.isArray(value)) {
      for (const [nested, text] of flattenFields(value as Record<string, unknown>, `${field}.`))
        flat.set(nested, text);
    } else flat.set(field, typeof value === 'string' ? value : JSON.stringify(value));
  }
  return flat;
}

const topLevel = (field: string) => field.split('.')[0]!;

/**
 * The changes an event made: its fields compared with what the stream held before. A top-level field the
 * event does not carry is unchanged (events such as SettingChanged carry one field); one it carries replaces
 * every nested value under it (a translation left out of an edit was removed). The aggregate's own id is
 * not a change.
 */
export function changesOf(
  known: KnownFields,
  fields: Map<string, string>,
  aggregateId: string,
): { changes: AuditChange[]; next: Map<string, string> } {
  const next = new Map(known);
  const carried = new Set([...fields.keys()].map(topLevel));
  const changes: AuditChange[] = [];
  for (const [field, before] of known) {
    if (carried.has(topLevel(field)) && !fields.has(field)) {
      next.delete(field);
      changes.push(shown(field, before, undefined));
    }
  }
  for (const [field, after] of fields) {
    const before = known.get(field);
    next.set(field, after);
    if (before === after) continue;
    if (field.endsWith('_id') && after === aggregateId) continue;
    changes.push(shown(field, before, after));
  }
  return { changes, next };
}

function shown(field: string, before: string | undefined, after: string | undefined): AuditChange {
  if (SECRET_FIELD.test(field)) return { field, hidden: 'secret' };
  if ((before?.length ?? 0) > MAX_SHOWN_LENGTH || (after?.length ?? 0) > MAX_SHOWN_LENGTH)
    return { field, hidden: 'long' };
  return {
    field,
    ...(before !== undefined ? { before } : {}),
    ...(after !== undefined ? { after } : {}),
  };
}
