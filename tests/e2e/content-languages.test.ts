/// <reference lib="dom" />
// Functions passed to page.evaluate run in the browser: they use its globals.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalizedText } from '@chauffeur/contracts';
import { DEMO_FLEET } from '../../services/api/src/seed/demo-fleet';
import { DEMO_SERVICES } from '../../services/api/src/seed/demo-content';
import { DEMO_POSTS } from '../../services/api/src/seed/content/blog-posts';
import { startBrowserApp, type BrowserApp } from '../support/browser-app';

type Translated = Exclude<keyof LocalizedText, 'en'>;
const LOCALES: [Translated, string][] = [
  ['fr', 'fr-BE'],
  ['nl', 'nl-BE'],
  ['de', 'de-DE'],
];

/** Every `{ en, … }` text of a seeded record. */
function textsIn(value: unknown): LocalizedText[] {
  if (Array.isArray(value)) return value.flatMap(textsIn);
  if (!value || typeof value !== 'object') return [];
  const record = value as Record<string, unknown>;
  if (typeof record.en === 'string') return [record as LocalizedText];
  return Object.values(record).flatMap(textsIn);
}

const ACTIVE_POSTS = DEMO_POSTS.filter((post) => post.status === 'active');
const SEEDED = textsIn([...DEMO_FLEET, ...DEMO_SERVICES, ...ACTIVE_POSTS]);

/**
 * The English a visitor of `language` must not meet: each seeded text's original where its translation
 * differs (a proper name such as "Brussels Airport (BRU)" reads the same), Markdown bodies line by line.
 */
const englishFor = (language: Translated) =>
  SEEDED.filter((text) => text.en !== '' && text[language] !== text.en)
    .flatMap((text) => text.en.split('\n'))
    .map((line) => line.replace(/^(#+|-|\d+\.|>)\s*/, '').replace(/\*\*|\[|\]\([^)]*\)/g, ''))
    .filter((line) => line.length > 20);

/** The public pages with the operator's texts, each with a translated text that says it has loaded. */
const pages = (language: Translated): [string, string][] => [
  ['/fleet', DEMO_FLEET[0]!.description[language]!],
  ['/services', DEMO_SERVICES[0]!.short_description[language]!],
  ['/services/airport-transfers', DEMO_SERVICES[0]!.benefits[0]![language]!],
  ['/blog', ACTIVE_POSTS[0]!.title[language]!],
  ['/blog/brussels-airport-guide', ACTIVE_POSTS[0]!.title[language]!],
];

describe('browser: the operator texts of a seeded install in nl, fr and de (issue 14)', () => {
  let app: BrowserApp;
  beforeAll(async () => {
    app = await startBrowserApp('content-languages');
  });
  afterAll(async () => app?.close());

  it.each(LOCALES)('shows a %s visitor no seeded English sentence', async (language, locale) => {
    const context = await app.browser.newContext({ locale });
    const page = await context.newPage();
    const english = englishFor(language);
    expect(english.length).toBeGreaterThan(50);
    for (const [path, translated] of pages(language)) {
      await page.goto(`${app.server.url}${path}`);
      await page.getByText(translated, { exact: true }).first().waitFor();
      const shown = await page.evaluate(() => document.querySelector('main')!.innerText);
      const found = english.filter((sentence) => shown.includes(sentence));
      expect(found, `${language} ${path}`).toEqual([]);
    }
    // The article's tab title and meta description follow the language too.
    const post = ACTIVE_POSTS[0]!;
    expect(await page.title()).toContain(post.title[language]);
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe(
      post.meta_description[language],
    );
    await context.close();
  });
});
