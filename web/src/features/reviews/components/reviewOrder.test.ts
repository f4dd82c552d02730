import { describe, expect, it } from 'vitest';
import { ownLanguageFirst } from './reviewOrder';

describe('ownLanguageFirst', () => {
  const reviews = [
    { id: 'a', language: 'en' as const },
    { id: 'b', language: 'fr' as const },
    { id: 'c' },
    { id: 'd', language: 'fr' as const },
    { id: 'e', language: 'nl' as const },
  ];

  it('puts the reviews in the visitor’s language first, keeping the newest-first order of each group', () => {
    expect(ownLanguageFirst(reviews, 'fr').map((r) => r.id)).toEqual(['b', 'd', 'a', 'c', 'e']);
  });

  it('keeps the order when none is in the visitor’s language', () => {
    expect(ownLanguageFirst(reviews, 'de').map((r) => r.id)).toEqual(['a', 'b', 'c', 'd', 'e']);
  });
});
