import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@chauffeur/contracts';
import { PRIVACY } from '../components/PrivacyPage';
import { TERMS } from '../components/TermsPage';
import type { LegalDocument } from './types';

const shape = (doc: LegalDocument) =>
  doc.sections.map((section) => [section.paragraphs.length, section.list?.length ?? 0]);

describe.each([
  ['privacy policy', PRIVACY],
  ['terms', TERMS],
])('%s', (_, documents) => {
  it('exists in every language with the same sections, paragraphs and lists, none empty', () => {
    const english = shape(documents.en);
    for (const language of LANGUAGES) {
      const doc = documents[language];
      expect(shape(doc), language).toEqual(english);
      const texts = [
        doc.title,
        doc.intro,
        ...doc.sections.flatMap((s) => [s.heading, ...s.paragraphs, ...(s.list ?? [])]),
      ];
      for (const text of texts) expect(text.trim().length, `${language}: ${text}`).toBeGreaterThan(0);
      expect(new Set(doc.sections.map((s) => s.heading)).size, language).toBe(doc.sections.length);
    }
  });

  it("names the company's address in the page's own language", () => {
    const city = {
      en: '1050 Brussels, Belgium',
      fr: '1050 Bruxelles, Belgique',
      nl: '1050 Brussel, België',
      de: '1050 Brüssel, Belgien',
    };
    for (const language of LANGUAGES)
      expect(JSON.stringify(documents[language]), language).toContain(city[language]);
  });
});

describe('legal content', () => {
  it('says what is stored, for how long and how to ask for erasure (GDPR)', () => {
    const text = JSON.stringify(PRIVACY.en);
    for (const phrase of ['What we store', 'How long we keep it', 'erasure', 'Data Protection Authority'])
      expect(text).toContain(phrase);
  });

  it('offers free cancellation up to 24 hours before pickup', () => {
    expect(JSON.stringify(TERMS.en)).toContain('cancel free of charge up to 24 hours before the pickup time');
  });
});
