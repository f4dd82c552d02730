import { REFERENCE_ALPHABET } from '../domain/reference';
import type { Filter } from '@chauffeur/projections';

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A whole code without its `CH-` (letters and digits of the reference alphabet, domain/reference.ts). */
const CODE = new RegExp(`^[${REFERENCE_ALPHABET}]{6}$`);

/**
 * What an operator types for a reference, in the format the list shows (`CH-7K3P9Q`): case and spaces
 * aside, with or without the dash (`ch 7k3p`, `ch7k3p9q` → `CH-7K3P`, `CH-7K3P9Q`).
 */
export function referenceTerm(query: string): string {
  const compact = query.replace(/\s+/g, '').toUpperCase();
  return /^CH[^-]/.test(compact) ? `CH-${compact.slice(2)}` : compact;
}

/** Characters people put between a phone number's digits (`+32 470 12-34.56`, `(02) 511/00/00`): the
 * search skips them, so they are removed once, when the row is written. */
const PHONE_SEPARATOR_RUN = /[\s().\-/]+/g;
/** Between the name and the e-mail in `search_text`: a search term holding it searches neither. */
const TEXT_SEPARATOR = '\n';

/** The search fields of a booking's row, written with it (bookings-projection.ts) and declared in its indexes. */
export interface SearchFields {
  /** Name and e-mail, lower-cased, one line each. */
  search_text: string;
  /** The phone without its separators (other characters, `+` included, kept), or null without a phone. */
  search_phone: string | null;
}

/** A booking's search fields from its customer (decision 135): what `searchFilter` looks in. */
export function searchFieldsOf(contact: {
  emergency_contact_name?: string | null;
  emergency_contact_email?: string | null;
  emergency_contact_phone?: string | null;
}): SearchFields {
  const name = contact.emergency_contact_name ?? '';
  const email = contact.emergency_contact_email ?? '';
  const phone = contact.emergency_contact_phone;
  return {
    search_text: `${name.toLowerCase()}${TEXT_SEPARATOR}${email.toLowerCase()}`,
    search_phone: typeof phone === 'string' ? phone.replace(PHONE_SEPARATOR_RUN, '') : null,
  };
}

/** A contains-test MongoDB, mingo and the SQLite read store (as `instr`, in C) answer alike: a literal, no options. */
const contains = (text: string): Filter => ({ $regex: escapeRegex(text) });

/**
 * The admin list's search (issue 17): a booking matches when its reference, customer name, e-mail or phone
 * contains the query, case-insensitively. A phone matches on its digits whatever the separators, on both
 * sides (`0470123456` finds `+32 470 12 34 56`'s `470 12 34 56` part). `query` is trimmed and non-empty.
 *
 * Each branch is a substring test on one field the row keeps normalised (searchFieldsOf, decision 135), so
 * the SQLite read store answers it on an index without parsing a row: lower-cased name and e-mail, the
 * reference as stored (upper case, as `referenceTerm` writes the query), the phone without separators.
 */
export function searchFilter(query: string): Filter {
  const branches: Filter[] = [];
  // Names and e-mails are one line (safeText, z.email): a term across lines would only meet the separator.
  const text = query.toLowerCase();
  if (!text.includes(TEXT_SEPARATOR)) branches.push({ search_text: contains(text) });
  // Only what looks like a reference searches references: `ann` must find Ann, not every `…ANN…` code.
  const reference = referenceTerm(query);
  if (reference.startsWith('CH-') || CODE.test(reference))
    branches.unshift({ reference: contains(reference) });
  // A leading 0 is the national prefix: `0470…` is written `+32 470…` as often as not.
  const digits = query.replace(/\D/g, '').replace(/^0+/, '');
  if (digits.length >= 3 && /^[\d\s().\-/+]+$/.test(query)) branches.push({ search_phone: contains(digits) });
  // No branch (a term with a line break that is no phone or reference): nothing matches.
  return branches.length > 0 ? { $or: branches } : { _id: { $in: [] } };
}
