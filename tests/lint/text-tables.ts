import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../support/server';

/**
 * Every text table of one language, found on disk and imported by path, so a new feature's table is checked
 * by the language guards (French typography, the Dutch pickup word) without a change to them: from each
 * module, an export named `fr`/`…Fr` (`nl`/`…Nl`, …), that language's entry of an export keyed by language,
 * or what its `textsFor(language)` answers.
 */
export type Language = 'en' | 'fr' | 'nl' | 'de';

/** Every string in a table, functions called with a sample number (`vat: (rate) => …`, `lines: (days) => […]`). */
function strings(value: unknown, path: string): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (typeof value === 'function') return strings((value as (n: number) => unknown)(2), `${path}()`);
  if (Array.isArray(value)) return value.flatMap((item, index) => strings(item, `${path}[${index}]`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => strings(item, `${path}.${key}`));
  return [];
}

function files(dir: string, keep: (path: string) => boolean): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return ['node_modules', 'dist'].includes(entry.name) ? [] : files(path, keep);
    return keep(path) && !/\.test\.tsx?$|\.d\.ts$/.test(path) ? [path] : [];
  });
}

/**
 * Modules that hold texts: i18n folders, `*-texts.ts` / `*Texts.ts` files, the legal pages' `*.fr.ts` (and
 * the other languages'); not the i18n set-up (`i18n/index.ts`), whose `resources` only repeat the common
 * locales and notices.
 */
export const TABLE_FILES = [
  ...files('web/src', (path) =>
    /\/i18n\/(?:locales\/)?(?!register|index)[^/]+\.ts$|texts\.ts$|\.(?:en|fr|nl|de)\.ts$/i.test(path),
  ),
  ...files('services', (path) => /texts\.ts$/i.test(path)),
  // Words the server and the web both show (the receipt's): kept once, beside the contracts they label.
  ...files('contracts/src', (path) => /texts\.ts$/i.test(path)),
];

/** Each string of one language's tables, with where it is (file, export, key path). */
export async function textTables(language: Language): Promise<[string, string][]> {
  const suffix = new RegExp(`^${language}$|${language[0]!.toUpperCase()}${language.slice(1)}$`);
  const found: [string, string][] = [];
  for (const file of TABLE_FILES) {
    // By a computed path: the test reads every module's texts, as no other importer may.
    const module = (await import(join(ROOT, file))) as Record<string, unknown>;
    for (const [name, value] of Object.entries(module)) {
      if (suffix.test(name)) found.push(...strings(value, `${file} ${name}`));
      // The customer mails' table is reached through its accessor only (`textsFor(language)`).
      else if (name === 'textsFor' && typeof value === 'function')
        found.push(
          ...strings((value as (l: Language) => unknown)(language), `${file} textsFor('${language}')`),
        );
      else if (value && typeof value === 'object' && language in value)
        found.push(...strings((value as Record<string, unknown>)[language], `${file} ${name}.${language}`));
    }
  }
  return found;
}
