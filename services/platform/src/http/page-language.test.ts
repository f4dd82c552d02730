import { describe, expect, it } from 'vitest';
import { pageLanguage } from './page-language';

describe('pageLanguage (SPEC 9 order, as a server sees it)', () => {
  it('takes ?lng first, then the i18next cookie, then the browser languages', () => {
    expect(pageLanguage('/?lng=de', 'i18next=nl', 'fr-BE,fr;q=0.9')).toBe('de');
    expect(pageLanguage('/', 'theme=dark; i18next=nl', 'fr-BE,fr;q=0.9')).toBe('nl');
    expect(pageLanguage('/reservation', undefined, 'fr-BE,fr;q=0.9,en;q=0.8')).toBe('fr');
  });

  it('reads a regional tag as its language and skips what the site does not speak', () => {
    expect(pageLanguage('/', 'i18next=fr-BE', undefined)).toBe('fr');
    expect(pageLanguage('/?lng=es', 'i18next=it', 'es-ES,nl-BE;q=0.5')).toBe('nl');
  });

  it('orders Accept-Language by preference and ignores q=0', () => {
    expect(pageLanguage('/', undefined, 'en;q=0.3, de-DE;q=0.8')).toBe('de');
    expect(pageLanguage('/', undefined, 'fr;q=0, nl;q=0.1')).toBe('nl');
  });

  it('leaves out a tag whose weight is no weight, instead of taking it as the first choice', () => {
    expect(pageLanguage('/', undefined, 'de;q=abc, nl;q=0.5')).toBe('nl');
    expect(pageLanguage('/', undefined, 'de;q=2, fr;q=0.4')).toBe('fr');
    expect(pageLanguage('/', undefined, 'de;q=0.9999, nl;q=0.3')).toBe('nl');
    // Spaces and case as RFC 9110 allows them are still a weight.
    expect(pageLanguage('/', undefined, 'nl;Q=0.2, fr ; q = 0.7')).toBe('fr');
  });

  it('falls back to English, also on malformed input', () => {
    expect(pageLanguage('/', undefined, undefined)).toBe('en');
    expect(pageLanguage('/?lng=%E0', 'i18next=%E0%A4%A', ';;;,q=,')).toBe('en');
  });
});
