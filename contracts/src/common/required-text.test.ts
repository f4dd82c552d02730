import { describe, expect, it } from 'vitest';
import { requiredText } from './text';

describe('requiredText', () => {
  const schema = requiredText('Full name', 120);
  const messages = (value: string) => {
    const result = schema.safeParse(value);
    return result.success ? [] : result.error.issues.map((issue) => issue.message);
  };

  it.each([
    ['spaces', '   '],
    ['a left-to-right mark', '\u200E'],
    ['Hangul fillers', '\u3164\u3164'],
    ['a zero-width joiner and a soft hyphen', '\u200D\u00AD'],
    ['a variation selector', '\uFE0F'],
    ['a combining accent alone', '\u0301'],
    ['the blank braille cell', '\u2800'],
  ])('refuses %s, once, as not given', (_, value) => {
    expect(messages(value)).toEqual(['Full name is required']);
  });

  it.each([
    ['a name', 'Anne Peeters'],
    ['a name with its marks', '\u200Fمريم\u200F'],
    ['one letter', 'Ö'],
    ['an emoji', '🙂'],
    ['a digit', '7'],
  ])('accepts %s', (_, value) => {
    expect(messages(value)).toEqual([]);
  });
});
