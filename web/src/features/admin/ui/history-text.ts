import type { TFunction } from 'i18next';
import { formatBrussels, type AuditActor, type AuditChange } from '@chauffeur/contracts';
import { formatMoney } from '../../../lib/format';

/**
 * How the history panel words an entry, in the admin's language: one table per thing named (event types and
 * fields in i18n's `audit.events` / `audit.fields`), and a readable fallback for names a later version adds
 * (a car's or a fare's events show before anyone translates them).
 */

/** `CarAssigned` → `Car assigned`, `price_per_km` → `Price per km`. */
export function readable(name: string): string {
  const words = name
    .replace(/_/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export const eventLabel = (t: TFunction<'admin'>, type: string): string =>
  t(`audit.events.${type}`, { defaultValue: t(`booking.events.${type}`, { defaultValue: readable(type) }) });

/** A kind of record (`vehicle`, `post`…) as staff name it; a kind added later reads as its name. */
export const kindLabel = (t: TFunction<'admin'>, kind: string): string =>
  t(`audit.kinds.${kind}`, { defaultValue: readable(kind) });

/** `description.fr` → `Description (FR)`: the field's label, and which part of it (a language) changed. */
export function fieldLabel(t: TFunction<'admin'>, field: string): string {
  const [head, ...rest] = field.split('.');
  const label = t(`audit.fields.${head}`, { defaultValue: readable(head!) });
  return rest.length ? `${label} (${rest.join('.').toUpperCase()})` : label;
}

/** A role as the staff page names it (the customers' table knows `user` too); one added later as stored. */
const roleText = (t: TFunction<'admin'>, role: string): string =>
  t(`staff.roles.${role}`, { defaultValue: t(`customers.roles.${role}`, { defaultValue: role }) });

/** How a field's value is shown: a kind of value, by the field's name (the table below) or its type. */
type ValueKind = 'role' | 'vehicleType' | 'money' | 'instant' | 'languages' | 'internalId';

/**
 * The one table of how a field's value reads in the history, by field name; a field it does not name reads
 * by its type: a `…_id` / `…_ids` is an internal id (not shown), `true` / `false` yes / no, a number in the
 * admin's language (2,65 in French), an instant on the Brussels clock, a list as its items; else as stored.
 */
const VALUE_KINDS: Record<string, ValueKind> = {
  role: 'role',
  previous_role: 'role',
  type: 'vehicleType',
  price_per_km: 'money',
  minimum_fare: 'money',
  expires_at: 'instant',
  published_at: 'instant',
  languages: 'languages',
};

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;
const NUMBER = /^-?\d+(\.\d+)?$/;

function kindOf(field: string): ValueKind | undefined {
  const head = field.split('.')[0]!;
  return VALUE_KINDS[head] ?? (/_ids?$/.test(head) ? 'internalId' : undefined);
}

/** Whether a change is shown at all: an internal id (an invitation's, an account's) means nothing to staff. */
export const shownChange = (change: AuditChange): boolean => kindOf(change.field) !== 'internalId';

const listOf = (value: string): string[] | null => {
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed.map(String) : null;
  } catch {
    return null;
  }
};

const languageName = (code: string, language: string): string => {
  try {
    return new Intl.DisplayNames([language], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
};

/**
 * A field's value in the admin's language (`language`), by the table above. Money (a price per km, a
 * minimum fare) in the company's currency (`currency`): those prices have none of their own.
 */
export function valueText(
  t: TFunction<'admin'>,
  field: string,
  value: string,
  language: string,
  currency: string,
): string {
  switch (kindOf(field)) {
    case 'role':
      return roleText(t, value);
    case 'vehicleType':
      return t(`vehicles.types.${value}`, { defaultValue: value });
    case 'money':
      return NUMBER.test(value) ? formatMoney(Number(value), language, currency) : value;
    case 'instant':
      return INSTANT.test(value) ? formatBrussels(value, language, 'dateTime') : value;
    case 'languages':
      return (listOf(value) ?? [value]).map((code) => languageName(code, language)).join(', ');
    default:
      break;
  }
  if (value === 'true') return t('audit.yes');
  if (value === 'false') return t('audit.no');
  if (NUMBER.test(value))
    return new Intl.NumberFormat(language, { useGrouping: false, maximumFractionDigits: 20 }).format(
      Number(value),
    );
  if (INSTANT.test(value)) return formatBrussels(value, language, 'dateTime');
  return listOf(value)?.join(', ') ?? value;
}

/** A piece of a change's wording: the admin's language, or a value as the record stores it. */
export type ChangePart = string | { value: string };

const BEFORE = '\u0001';
const AFTER = '\u0002';

/**
 * What happened to one field, as words and values: set, removed, changed from → to, or only that it
 * changed (a secret, a long text). The values come apart from the words so the panel can mark them as the
 * record's data (not to be translated, in the language of a translation field).
 */
export function changeParts(
  t: TFunction<'admin'>,
  change: AuditChange,
  language: string,
  currency: string,
): ChangePart[] {
  if (change.hidden === 'secret') return [t('audit.hiddenSecret')];
  if (change.hidden === 'long') return [t('audit.hiddenLong')];
  const template =
    change.before === undefined
      ? t('audit.set', { after: AFTER })
      : change.after === undefined
        ? t('audit.removed', { before: BEFORE })
        : t('audit.changed', { before: BEFORE, after: AFTER });
  const value = (text: string | undefined): ChangePart[] =>
    text === undefined ? [] : [{ value: valueText(t, change.field, text, language, currency) }];
  // Words, the value `before` stands for, words, the value `after` stands for, words (each part optional).
  return template
    .split(BEFORE)
    .flatMap((piece, index) => [
      ...(index > 0 ? value(change.before) : []),
      ...piece
        .split(AFTER)
        .flatMap((words, inner) => [
          ...(inner > 0 ? value(change.after) : []),
          ...(words === '' ? [] : [words]),
        ]),
    ]);
}

/** The same as one line of text. */
export const changeText = (
  t: TFunction<'admin'>,
  change: AuditChange,
  language: string,
  currency: string,
): string =>
  changeParts(t, change, language, currency)
    .map((part) => (typeof part === 'string' ? part : part.value))
    .join('');

/** The language of a translation field's value (`description.fr` → `fr`), if the field is one. */
export function valueLanguage(field: string): string | undefined {
  const last = field.split('.').at(-1)!;
  return field.includes('.') && /^[a-z]{2}$/.test(last) ? last : undefined;
}

/** `actor`: a booking's history types its kind as any string; an unknown kind reads as a staff member. */
export function actorText(t: TFunction<'admin'>, actor: Omit<AuditActor, 'kind'> & { kind: string }): string {
  if (actor.kind === 'anonymous') return t('audit.actorAnonymous');
  if (actor.kind === 'system') return t('audit.actorSystem', { name: actor.name ?? '' });
  if (actor.kind === 'customer') return t('audit.actorCustomer', { email: actor.email ?? '' });
  const who = actor.email ?? actor.id ?? '';
  // The role in the admin's language ("(Chauffeur)", "(Répartiteur)"); a role added later reads as stored.
  return actor.role ? `${who} (${roleText(t, actor.role)})` : who;
}
