import type { MyContact } from '@chauffeur/contracts';
import type { WizardData } from './store';

type ContactFields = Pick<WizardData, 'name' | 'phone' | 'email'>;

/**
 * What the account's details fill in (issue 18 point 3): only the fields still empty. The visitor may
 * have typed before the answer arrived, or come back with a stored wizard: what they typed stays.
 */
export function prefillPatch(current: ContactFields, contact: MyContact): Partial<ContactFields> {
  const patch: Partial<ContactFields> = {};
  for (const key of ['name', 'phone', 'email'] as const) {
    if (current[key].trim() === '' && contact[key].trim() !== '') patch[key] = contact[key];
  }
  return patch;
}
