import { describe, expect, it } from 'vitest';
import { averageRating } from './review';
import { isSlug, localize } from '../common/text';
import { contactMessageSchema } from '../contact/contact-message';

const fieldsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  (result.error?.issues ?? []).map((issue) => issue.path.join('.'));

describe('content contracts', () => {
  it('falls back to English when a text has no translation', () => {
    const text = { en: 'Airport Transfers', fr: 'Transferts aéroport' };
    expect(localize(text, 'fr')).toBe('Transferts aéroport');
    expect(localize(text, 'de')).toBe('Airport Transfers');
    expect(localize(text, 'ja')).toBe('Airport Transfers');
  });

  it('averages ratings, with none for an empty list', () => {
    expect(averageRating([])).toBeNull();
    expect(averageRating([5, 4, 4])).toBeCloseTo(4.333, 3);
  });

  it('knows a slug when it sees one', () => {
    expect(isSlug('airport-transfers')).toBe(true);
    for (const bad of ['', 'Airport', 'a--b', '-a', 'a b', '../x', undefined, 'x'.repeat(121)])
      expect(isSlug(bad), String(bad)).toBe(false);
  });

  it('checks the contact form as SPEC 5 says, one message per field', () => {
    const valid = { name: 'Anne', email: 'anne@example.be', phone: '+32 (0)2 123 45 67', message: 'Hi' };
    expect(contactMessageSchema.safeParse(valid).success).toBe(true);
    const result = contactMessageSchema.safeParse({ name: '', email: 'x', phone: ' ', message: ' ' });
    expect(fieldsOf(result)).toEqual(['name', 'email', 'phone', 'message']);
    expect(fieldsOf(contactMessageSchema.safeParse({ ...valid, phone: 'call me' }))).toEqual(['phone']);
    expect(fieldsOf(contactMessageSchema.safeParse({ ...valid, phone: '12345' }))).toEqual(['phone']);
  });
});
