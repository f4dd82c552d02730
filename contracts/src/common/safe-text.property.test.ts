import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contactMessageSchema } from '../contact/contact-message';
import { hasUnsafeCharacters } from './text';

/**
 * Decision 311: the tag characters U+E0000–U+E007F are invisible, so the typed-text rule refuses them
 * except where they spell an emoji flag (U+1F3F4, a region's code in tag letters and digits, U+E007F).
 */
const BLACK_FLAG = '\u{1F3F4}';
const CANCEL_TAG = '\u{E007F}';
const tagOf = (ascii: string) => String.fromCodePoint(0xe0000 + ascii.charCodeAt(0));
const spell = (code: string) => [...code].map(tagOf).join('');
const flag = (code: string) => `${BLACK_FLAG}${spell(code)}${CANCEL_TAG}`;

/** What people type: letters of several scripts, digits, spaces, punctuation and emoji, never a tag. */
const typed = fc
  .array(fc.constantFrom(...'aZé ü-,.09東שЖ', '😀', '🚗', '👍🏽', '🇧🇪', BLACK_FLAG), { maxLength: 12 })
  .map((characters) => characters.join(''));
const letter = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz');
const letterOrDigit = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789');
/** A region's code as a flag spells it: "gbsct", "gbwls", "usca". */
const regionCode = fc
  .tuple(
    fc.array(letter, { minLength: 2, maxLength: 2 }),
    fc.array(letterOrDigit, { minLength: 1, maxLength: 4 }),
  )
  .map(([region, subdivision]) => [...region, ...subdivision].join(''));
const tagCharacter = fc.integer({ min: 0xe0000, max: 0xe007f }).map((code) => String.fromCodePoint(code));
const tags = fc.array(tagCharacter, { minLength: 1, maxLength: 8 }).map((list) => list.join(''));

/** `inserts` placed between the pieces of `text`, each at a position taken from `at`. */
const weave = (text: string, inserts: string[], at: number[]): string => {
  const pieces = [...text];
  inserts.forEach((insert, index) => pieces.splice((at[index] ?? 0) % (pieces.length + 1), 0, insert));
  return pieces.join('');
};

describe('tag characters in a typed text', () => {
  it('given a text with flags of England, Scotland, Wales or any region, when checked, then it is accepted', () => {
    fc.assert(
      fc.property(
        typed,
        fc.array(regionCode, { minLength: 1, maxLength: 3 }),
        fc.array(fc.nat(), { maxLength: 3 }),
        fc.boolean(),
        (text, codes, at, multiline) => {
          expect(hasUnsafeCharacters(weave(text, codes.map(flag), at), multiline)).toBe(false);
        },
      ),
    );
    expect(hasUnsafeCharacters(`Go ${flag('gbsct')}${flag('gbwls')}${flag('gbeng')}!`)).toBe(false);
  });

  it('given tag characters anywhere outside a flag, when checked, then the text is refused', () => {
    fc.assert(
      fc.property(
        typed,
        fc.array(tags, { minLength: 1, maxLength: 3 }),
        fc.array(fc.nat(), { maxLength: 3 }),
        fc.boolean(),
        (text, inserted, at, multiline) => {
          // No U+E007F after a black flag's letters: whatever precedes them, no flag is spelled.
          const loose = inserted.map((insert) => insert.replaceAll(CANCEL_TAG, tagOf('x')));
          expect(hasUnsafeCharacters(weave(text, loose, at), multiline)).toBe(true);
        },
      ),
    );
  });

  it('given a flag with stray tags beside it, when checked, then the text is refused', () => {
    fc.assert(
      fc.property(typed, regionCode, tags, fc.boolean(), (text, code, stray, before) => {
        const withStray = before ? `${stray}${flag(code)}` : `${flag(code)}${stray}`;
        expect(hasUnsafeCharacters(`${text}${withStray}`)).toBe(true);
      }),
    );
  });

  it.each([
    ['the cancel tag alone', `Ann${CANCEL_TAG}e`],
    ['a region code without the black flag', `Ann ${spell('gbsct')}${CANCEL_TAG}`],
    ['a flag without its cancel tag', `${BLACK_FLAG}${spell('gbsct')} Ann`],
    ['a flag of one letter', flag('g')],
    ['a flag of capital tag letters', flag('GBSCT')],
    ['a flag with a tag space', flag('gb ct')],
    ['a flag of seven letters', flag('gbscotl')],
    ['the language tag U+E0001', `\u{E0001}${spell('en')}Ann`],
  ])('given %s, when checked, then the text is refused', (_, text) => {
    expect(hasUnsafeCharacters(text)).toBe(true);
  });

  it('given a name with a stray tag, when the form is checked, then it says the typed-text rule’s one message', () => {
    const result = contactMessageSchema.safeParse({
      name: `Anne${spell('hidden')}`,
      email: 'a@b.be',
      phone: '+32 2 123 45 67',
      message: `Hello from ${flag('gbsct')}`,
    });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['name', 'Name must be one line without control characters or text-direction overrides'],
    ]);
  });
});
