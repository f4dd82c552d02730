import { describe, expect, it } from 'vitest';
import { sameData } from './same-data';

describe('sameData', () => {
  it('sees equal data built apart as the same, whatever the order of keys', () => {
    expect(sameData({ en: 'Car', fr: 'Voiture' }, { fr: 'Voiture', en: 'Car' })).toBe(true);
    expect(sameData({ a: [1, { b: 'x' }], c: null }, JSON.parse('{"c":null,"a":[1,{"b":"x"}]}'))).toBe(true);
    expect(sameData({ en: 'Car', fr: undefined }, { en: 'Car' })).toBe(true);
  });

  it('tells a changed, added or removed value', () => {
    expect(sameData({ en: 'Car', fr: 'Voiture' }, { en: 'Car', fr: 'Auto' })).toBe(false);
    expect(sameData({ en: 'Car' }, { en: 'Car', nl: 'Wagen' })).toBe(false);
    expect(sameData([1, 2], [2, 1])).toBe(false);
    expect(sameData({ a: [] }, { a: {} })).toBe(false);
    expect(sameData(null, {})).toBe(false);
    expect(sameData(3.5, 3.5)).toBe(true);
  });
});
