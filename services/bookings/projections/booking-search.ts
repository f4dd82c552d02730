import { REFERENCE_ALPHABET } from '../domain/reference';
import type { Filter } from '@chauffeur/projections';

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Characters people put between a phone number's digits: `+32 470 12-34.56`, `(02) 511/00/00`. */
const PHONE_SEPARATORS = '[\\s().\\-/]*';

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

/**
 * The admin list's search (issue 17): a booking matches when its reference, customer name, e-mail or phone
 * contains the query, case-insensitively. A phone matches on its digits whatever the separators, on both
 * sides (`0470123456` finds `+32 470 12 34 56`'s `470 12 34 56` part). `query` is trimmed and non-empty.
 */
export function searchFilter(query: string): Filter {
  const contains = (text: string) => ({ $regex: escapeRegex(text), $options: 'i' });
  const branches: Filter[] = [
    { emergency_contact_name: contains(query) },
    { emergency_contact_email: contains(query) },
  ];
  // Only what looks like a reference searches references: `ann` must find Ann, not every `…ANN…` code.
  const reference = referenceTerm(query);
  if (reference.startsWith('CH-') || CODE.test(reference))
    branches.unshift({ reference: contains(reference) });
  // A leading 0 is the national prefix: `0470…` is written `+32 470…` as often as not.
  const digits = query.replace(/\D/g, '').replace(/^0+/, '');
  if (digits.length >= 3 && /^[\d\s().\-/+]+$/.test(query))
    branches.push({ emergency_contact_phone: { $regex: [...digits].join(PHONE_SEPARATORS) } });
  return { $or: branches };
}
