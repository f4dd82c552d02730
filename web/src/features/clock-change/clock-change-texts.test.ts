import { describe, expect, it } from 'vitest';
import { CLOCK_CHANGE_TEXTS, clockChangeEn } from './clock-change-texts';

describe('the summer/winter question in the four languages (decision 240)', () => {
  it('says every text in every language, with the time and the offset filled, not in English', () => {
    for (const [language, texts] of Object.entries(CLOCK_CHANGE_TEXTS)) {
      expect(Object.keys(texts).sort(), language).toEqual(Object.keys(clockChangeEn).sort());
      expect(texts.question, language).toContain('{{time}}');
      for (const pass of ['earlier', 'later'] as const) {
        expect(texts[pass], language).toContain('{{time}}');
        expect(texts[pass], language).toContain('{{offset}}');
      }
      if (language !== 'en')
        for (const key of Object.keys(clockChangeEn) as (keyof typeof clockChangeEn)[])
          expect(texts[key], `${language}.${key}`).not.toBe(clockChangeEn[key]);
    }
  });
});
