import { describe, expect, it } from 'vitest';
import { colourIn } from './car-colours';

describe('a car colour in the reader language (decision 286.2)', () => {
  it('given a listed colour saved in any language, then each language reads its own name', () => {
    expect(colourIn('Zwart', 'fr')).toBe('Noir');
    expect(colourIn('bleu fonce', 'de')).toBe('Dunkelblau');
    expect(colourIn('WEISS', 'nl')).toBe('Wit');
    expect(colourIn('Gray', 'en')).toBe('Grey');
    expect(colourIn('Silber', 'en')).toBe('Silver');
  });

  it('given a free colour saved before the list, then it reads as saved', () => {
    expect(colourIn('Obsidian black', 'fr')).toBe('Obsidian black');
  });
});
