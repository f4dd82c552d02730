import { z } from 'zod';
import { LANGUAGES, type Language } from '../http/config';

/**
 * A character one sees: a letter, digit, symbol or punctuation that is not default-ignorable (rendered as
 * nothing: the fillers U+3164, U+115F, U+FFA0, the marks LRM and RLM, the joiners, the soft hyphen, the
 * variation selectors) and not the blank braille pattern U+2800. `trim` removes only white space, so a
 * text of these alone was "given" while every screen showed it empty (found by the attack of 2026-11-29:
 * a customer's name corrected to one LRM left the chauffeur's ride card without a name).
 */
const VISIBLE = /(?![\p{Default_Ignorable_Code_Point}\u2800])[\p{L}\p{N}\p{S}\p{P}]/u;

/** A required, trimmed text with a readable message for each way it can be wrong. */
export const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`)
    // An empty text already has its message; one of invisible characters only is not given either.
    .refine((text) => text.length === 0 || VISIBLE.test(text), `${label} is required`);

/**
 * Characters a name, an address or a title never needs and an attacker uses: C0 and C1 control
 * characters (a line break in a name forges lines in e-mails, CSVs and logs) and the bidirectional
 * embeddings, overrides and isolates U+202A–U+202E and U+2066–U+2069 ("Trojan Source": they make text
 * read differently from what it is, e.g. an address shown reversed to the driver). The marks U+200E/F
 * (LRM, RLM) stay allowed: they reorder nothing beyond themselves and Arabic or Hebrew names need them.
 * Also refused: the Unicode line and paragraph separators U+2028/2029 (line breaks to some renderers) and
 * the invisible U+200B (zero-width space) and U+FEFF (byte-order mark), which make two equal-looking names
 * or addresses differ, and for the same reason (decision 302) U+2060 (word joiner, U+FEFF's successor), the
 * invisible operators U+2061–U+2064, the deprecated format characters U+206A–U+206F, the interlinear
 * annotation marks U+FFF9–U+FFFB and the noncharacters U+FFFE/F. The joiners U+200C/D stay: Persian and
 * Indic scripts and emoji need them; so do the soft hyphen and U+180E (Mongolian writing uses it). The tag
 * characters (below) pass only where they spell a flag. Multi-line texts (messages, blog bodies) may also hold
 * tab and line breaks.
 */
const UNSAFE_IN_LINE =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u001F\u007F-\u009F\u200B\u2028\u2029\u202A-\u202E\u2060-\u2064\u2066-\u206F\uFEFF\uFFF9-\uFFFB\uFFFE\uFFFF]/;
const UNSAFE_IN_TEXT =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u200B\u2028\u2029\u202A-\u202E\u2060-\u2064\u2066-\u206F\uFEFF\uFFF9-\uFFFB\uFFFE\uFFFF]/;

/**
 * Half of a UTF-16 surrogate pair without its other half: no character at all. It cannot be written as
 * UTF-8, so a mail, a CSV or a PDF shows it as U+FFFD (found by the attack of 2026-11-29 in a contact
 * form's name). No lookbehind (`isWellFormed` neither): browsers still in use parse neither.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?:^|[^\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * The tag characters U+E0000–U+E007F are invisible ("Ann" followed by tags looks like "Ann", decision 311)
 * except in an emoji tag sequence (UTS #51), the flags of England, Scotland and Wales: the black flag U+1F3F4,
 * a region's code in tag letters and digits (two letters, then one to four letters or digits: "gbsct") and
 * U+E007F CANCEL TAG. A tag left once the flags are taken out is refused. Every tag character is written
 * with the high surrogate U+DB40: a text without one needs no more look.
 */
const EMOJI_TAG_SEQUENCE =
  /\u{1F3F4}[\u{E0061}-\u{E007A}]{2}[\u{E0030}-\u{E0039}\u{E0061}-\u{E007A}]{1,4}\u{E007F}/gu;
const TAG_CHARACTER = /[\u{E0000}-\u{E007F}]/u;
const hasStrayTag = (text: string): boolean =>
  text.includes('\uDB40') && TAG_CHARACTER.test(text.replace(EMOJI_TAG_SEQUENCE, ''));

export const hasUnsafeCharacters = (text: string, multiline = false): boolean =>
  (multiline ? UNSAFE_IN_TEXT : UNSAFE_IN_LINE).test(text) || LONE_SURROGATE.test(text) || hasStrayTag(text);

/**
 * The one refinement for texts people type (issue 13): refuses the characters above with a message
 * naming the field. `multiline` lets tab and line breaks through.
 */
export const safeText = <T extends z.ZodType<string>>(schema: T, label: string, multiline = false) =>
  schema.refine((text) => !hasUnsafeCharacters(text, multiline), {
    // `rule` names the refinement for a client that writes its own message (the admin forms, issue 14).
    params: { rule: 'unsafe_text' },
    message: multiline
      ? `${label} must not contain control characters or text-direction overrides`
      : `${label} must be one line without control characters or text-direction overrides`,
  });

/** Lowercase words joined by single hyphens, as they appear in /services/{slug} and /blog/{slug}. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MAX_LENGTH = 120;

export const slugSchema = z
  .string({ error: 'Slug is required' })
  .trim()
  .min(1, 'Slug is required')
  .max(SLUG_MAX_LENGTH, `Slug must be at most ${SLUG_MAX_LENGTH} characters`)
  .regex(SLUG_PATTERN, 'Slug may hold only lowercase letters, digits and single hyphens');

/** True when a route parameter can be a slug at all (the pages say 'Invalid URL' without asking the API). */
export const isSlug = (value: string | undefined): value is string =>
  typeof value === 'string' && value.length <= SLUG_MAX_LENGTH && SLUG_PATTERN.test(value);

/**
 * A text the company writes once per interface language (service and statistic texts). English is
 * required and is what a visitor sees when their language has no text yet.
 */
export const localizedTextSchema = (label: string, max: number) =>
  z.object({
    en: requiredText(label, max),
    nl: requiredText(label, max).optional(),
    fr: requiredText(label, max).optional(),
    de: requiredText(label, max).optional(),
  });
export type LocalizedText = { en: string } & Partial<Record<Exclude<Language, 'en'>, string>>;

/** The languages a text may be translated into besides the original (English). */
export const TRANSLATION_LANGUAGES = LANGUAGES.filter(
  (language): language is Exclude<Language, 'en'> => language !== 'en',
);

/**
 * A text the operator writes in the admin forms (vehicle descriptions, blog posts): the original in
 * English, as the form always asked, and optional translations. Each language goes through `text`, the
 * same rule as the original (required, length, clean characters), so a translation cannot slip past it.
 * Issues carry the language in their path (`description.fr`), so the form marks the right field.
 */
export const translatableTextSchema = <T extends z.ZodType<string>>(text: () => T) =>
  z.object({ en: text(), nl: text().optional(), fr: text().optional(), de: text().optional() });

/** A translatable text as answers show it: what was stored, also before the clean-text rule (issue 13). */
export const storedTextSchema = z.object({
  en: z.string(),
  nl: z.string().optional(),
  fr: z.string().optional(),
  de: z.string().optional(),
});

/**
 * A stored text that may be plain (written before texts had translations) as the current
 * `LocalizedText`: the upcasters of the v1 events call it on each such field.
 */
export const asLocalizedText = (value: unknown): unknown =>
  typeof value === 'string' ? { en: value } : value;

/** The language `localize` shows a text in: `language` when the text has it, else English. */
export function localizedLanguage(text: LocalizedText, language: string): Language {
  const known = (LANGUAGES as readonly string[]).includes(language);
  return known && text[language as Language] !== undefined ? (language as Language) : 'en';
}

/** The text in `language`, or the English one when that language has none. */
export function localize(text: LocalizedText, language: string): string {
  return text[localizedLanguage(text, language)] ?? text.en;
}

/** A money amount with at most two decimals (prices are never fractions of a cent). */
export const moneySchema = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .nonnegative(`${label} cannot be negative`)
    .max(1_000_000, `${label} must be at most 1000000`)
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, {
      params: { rule: 'decimals' },
      message: `${label} must have at most 2 decimals`,
    });
