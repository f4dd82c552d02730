import type { Language } from '../http/config';

/**
 * Decision 286.2: the common car colours, named in each language. The fleet form offers them; a car's colour
 * stays the text staff saved, and is shown in the reader's language when it is one of these names (in any
 * language), as typed otherwise (older free texts, "Obsidian black").
 */
export const CAR_COLOURS = {
  black: { en: 'Black', fr: 'Noir', nl: 'Zwart', de: 'Schwarz' },
  white: { en: 'White', fr: 'Blanc', nl: 'Wit', de: 'Weiß' },
  silver: { en: 'Silver', fr: 'Argent', nl: 'Zilver', de: 'Silber' },
  grey: { en: 'Grey', fr: 'Gris', nl: 'Grijs', de: 'Grau' },
  anthracite: { en: 'Anthracite', fr: 'Anthracite', nl: 'Antraciet', de: 'Anthrazit' },
  dark_blue: { en: 'Dark blue', fr: 'Bleu foncé', nl: 'Donkerblauw', de: 'Dunkelblau' },
  blue: { en: 'Blue', fr: 'Bleu', nl: 'Blauw', de: 'Blau' },
  burgundy: { en: 'Burgundy', fr: 'Bordeaux', nl: 'Bordeauxrood', de: 'Bordeauxrot' },
  red: { en: 'Red', fr: 'Rouge', nl: 'Rood', de: 'Rot' },
  green: { en: 'Green', fr: 'Vert', nl: 'Groen', de: 'Grün' },
  brown: { en: 'Brown', fr: 'Brun', nl: 'Bruin', de: 'Braun' },
  beige: { en: 'Beige', fr: 'Beige', nl: 'Beige', de: 'Beige' },
} as const satisfies Record<string, Record<Language, string>>;

/** "Bleu foncé", "bleu fonce", "DUNKELBLAU": compared without case, accents or ß. */
const comparable = (text: string) =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/ß/g, 'ss').trim();

// Built on first use, so a bundle that imports contracts without showing a car (the landing page) pays nothing.
let byName: Map<string, Record<Language, string>> | undefined;

/** A car's colour as the reader says it: one of the table's names in their language, or the text as saved. */
export function colourIn(colour: string, language: Language): string {
  byName ??= new Map<string, Record<Language, string>>([
    ['gray', CAR_COLOURS.grey],
    ...Object.values(CAR_COLOURS).flatMap((names) =>
      Object.values(names).map((name) => [comparable(name), names] as const),
    ),
  ]);
  return byName.get(comparable(colour))?.[language] ?? colour;
}
