import { describe, expect, it } from 'vitest';
import { TRANSLATION_LANGUAGES } from '@chauffeur/contracts';
import { DEMO_FLEET } from './demo-fleet';
import { DEMO_SERVICES } from './demo-content';
import { DEMO_POSTS } from './content/blog-posts';
import { DEMO_ZONES } from './demo-fares';

/** Every `{ en, … }` text inside a value, with where it is. */
function textsIn(value: unknown, path: string): [string, Record<string, unknown>][] {
  if (Array.isArray(value)) return value.flatMap((item, i) => textsIn(item, `${path}[${i}]`));
  if (!value || typeof value !== 'object') return [];
  const record = value as Record<string, unknown>;
  if (typeof record.en === 'string') return [[path, record]];
  return Object.entries(record).flatMap(([key, inner]) => textsIn(inner, `${path}.${key}`));
}

describe('demo content in every language (issue 14: a French visitor meets no English sentence)', () => {
  const seeded = [
    ...DEMO_FLEET.map((vehicle) => [`vehicle ${vehicle.name}`, vehicle] as const),
    ...DEMO_SERVICES.map((service) => [`service ${service.slug}`, service] as const),
    ...DEMO_POSTS.map((post) => [`post ${post.slug}`, post] as const),
    // The zones' names are read beside a fixed price in the wizard (decision 269).
    ...DEMO_ZONES.map((zone) => [`zone ${zone.name.en}`, zone] as const),
  ];

  it.each(seeded)('%s has each of its texts in nl, fr and de', (name, record) => {
    const texts = textsIn(record, name);
    expect(texts.length).toBeGreaterThan(0);
    for (const [path, text] of texts)
      for (const language of TRANSLATION_LANGUAGES)
        // An empty English meta description may stay empty in every language.
        if (text.en !== '') expect(text[language], `${path}.${language}`).toMatch(/\S/);
  });

  it('translates the sentences, not only copies them (names may stay as they are)', () => {
    for (const { description } of DEMO_FLEET)
      expect(new Set([description.en, description.nl, description.fr, description.de]).size).toBe(4);
    for (const { content, title } of DEMO_POSTS) {
      expect(new Set([content.en, content.nl, content.fr, content.de]).size).toBe(4);
      expect(new Set([title.en, title.nl, title.fr, title.de]).size).toBe(4);
    }
  });
});
