import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '.';
import { de } from './locales/de';
import { en } from './locales/en';
import { fr } from './locales/fr';
import { nl } from './locales/nl';

function leaves(value: unknown, path = ''): [string, unknown][] {
  if (typeof value !== 'object' || value === null) return [[path, value]];
  return Object.entries(value).flatMap(([key, child]) => leaves(child, path ? `${path}.${key}` : key));
}

describe('i18n', () => {
  // The choice is cached in a cookie too (decision 70), which comes before local storage: the suite's
  // setup chose English, so each test starts without that cookie, as a first visit does.
  beforeEach(() => {
    document.cookie = 'i18next=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  });
  afterEach(() => {
    window.history.replaceState(null, '', '/');
  });

  it('has a non-empty text for every key in every language', () => {
    const english = leaves(en).map(([key]) => key);
    for (const translation of [en, nl, fr, de]) {
      const entries = leaves(translation);
      expect(entries.map(([key]) => key)).toEqual(english);
      for (const [key, text] of entries)
        expect(typeof text === 'string' && text.trim() !== '', key).toBe(true);
    }
  });

  it('prefers the ?lng= parameter over the remembered language', async () => {
    localStorage.setItem('i18nextLng', 'nl');
    window.history.replaceState(null, '', '/fleet?lng=de');
    await i18n.changeLanguage();
    expect(i18n.resolvedLanguage).toBe('de');
    expect(localStorage.getItem('i18nextLng')).toBe('de');
    // And in the cookie the server reads to send the pre-rendered pages in that language.
    expect(document.cookie).toContain('i18next=de');
  });

  it('uses the remembered language over the browser language', async () => {
    localStorage.setItem('i18nextLng', 'fr');
    await i18n.changeLanguage();
    expect(i18n.resolvedLanguage).toBe('fr');
  });

  it('maps a regional browser language to its base language, and unknown ones to English', async () => {
    const languages = vi.spyOn(window.navigator, 'languages', 'get').mockReturnValue(['nl-BE', 'en']);
    await i18n.changeLanguage();
    expect(i18n.resolvedLanguage).toBe('nl');
    // <html lang> says the page's language as the pre-rendered page does, not the browser's "nl-BE".
    expect(document.documentElement.lang).toBe('nl');

    // Nothing remembered, no usable browser language and no <html lang>: the English fallback.
    localStorage.clear();
    document.cookie = 'i18next=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    document.documentElement.removeAttribute('lang');
    languages.mockReturnValue(['ja-JP']);
    await i18n.changeLanguage();
    expect(i18n.resolvedLanguage).toBe('en');
  });
});
