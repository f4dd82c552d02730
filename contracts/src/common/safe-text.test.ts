import { describe, expect, it } from 'vitest';
import { blogPostFieldsSchema } from '../blog/blog-post';
import { bookingRequestSchema } from '../bookings/booking-request';
import { contactMessageSchema } from '../contact/contact-message';
import { enteredLocationSchema } from '../geo/place';
import { vehicleFieldsSchema } from '../vehicles/vehicle';
import { hasUnsafeCharacters } from './text';

const RLO = '\u202E';
const messagesOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`);

describe('safe text (names, addresses, titles)', () => {
  it.each([
    ['a right-to-left override', `Ann${RLO}eppeP`],
    ['an isolate', 'Ann\u2066x\u2069'],
    ['a line break', 'Ann\nBcc: x@evil.example'],
    ['a NUL', 'Ann\u0000'],
    ['a C1 control', 'Ann\u0085'],
    ['a line separator', 'Ann\u2028Bcc: x@evil.example'],
    ['a zero-width space', 'Grand\u200B-Place'],
    ['a byte-order mark', '\uFEFFAnn'],
    ['a lone high surrogate', 'Ann\uD800'],
    ['a lone low surrogate', '\uDC00Ann'],
    ['two high surrogates', 'Ann\uD83D\uD83D'],
    // Invisible too, each making an equal-looking name differ (decision 302).
    ['a word joiner', 'Ann\u2060e Peeters'],
    ['an invisible operator', 'Ann\u2062e'],
    ['a deprecated format character', 'Ann\u206Be'],
    ['an interlinear annotation mark', 'Ann\uFFF9e'],
    ['a noncharacter', 'Ann\uFFFFe'],
  ])('refuses %s in a one-line text', (_, text) => {
    expect(hasUnsafeCharacters(text)).toBe(true);
  });

  it('accepts accents, other scripts, RLM marks, and line breaks in multi-line texts', () => {
    expect(hasUnsafeCharacters('Zoë Van den Bossche – 東京 – שלום\u200F')).toBe(false);
    expect(hasUnsafeCharacters('Hello,\r\n\tsee you', true)).toBe(false);
    expect(hasUnsafeCharacters('Ann 🚗 Peeters 😀')).toBe(false);
    // A soft hyphen, Mongolian's vowel separator, and a flag spelled with tag characters (Scotland).
    expect(
      hasUnsafeCharacters('Van\u00ADden ᠨᠠ\u180Eᠠ 🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}'),
    ).toBe(false);
    expect(hasUnsafeCharacters('Hello\uDC00', true)).toBe(true);
    expect(hasUnsafeCharacters(`Hello ${RLO}`, true)).toBe(true);
  });

  it('names the failing field of each form', () => {
    expect(messagesOf(enteredLocationSchema.safeParse({ address: `Rue${RLO} 1`, lat: 50, lng: 4 }))).toEqual([
      'address: Address must be one line without control characters or text-direction overrides',
    ]);
    expect(
      messagesOf(
        contactMessageSchema.safeParse({
          name: 'A\nB',
          email: 'a@b.be',
          phone: '+32 2 123 45 67',
          message: 'ok',
        }),
      ),
    ).toEqual(['name: Name must be one line without control characters or text-direction overrides']);
    expect(
      messagesOf(bookingRequestSchema.safeParse({ emergency_contact_name: `X${RLO}` })).filter((m) =>
        m.startsWith('emergency_contact_name'),
      ),
    ).toEqual([
      'emergency_contact_name: Full name must be one line without control characters or text-direction overrides',
    ]);
    expect(
      messagesOf(vehicleFieldsSchema.safeParse({ name: `S${RLO}` })).filter((m) => m.startsWith('name')),
    ).toEqual(['name: Name must be one line without control characters or text-direction overrides']);
    expect(
      messagesOf(
        blogPostFieldsSchema.safeParse({
          title: { en: `T${RLO}`, fr: `T${RLO}` },
          slug: 'a',
          content: { en: 'x' },
          status: 'draft',
        }),
      ),
    ).toEqual([
      'title.en: Title must be one line without control characters or text-direction overrides',
      'title.fr: Title must be one line without control characters or text-direction overrides',
    ]);
    expect(
      messagesOf(
        blogPostFieldsSchema.safeParse({
          title: { en: 'T' },
          slug: 'a',
          content: { en: 'x' },
          meta_description: { en: 'Tips', de: `Tipps\nBcc: x@evil.example` },
          status: 'draft',
        }),
      ),
    ).toEqual([
      'meta_description.de: Meta description must be one line without control characters or text-direction overrides',
    ]);
  });
});

describe('blog Markdown links', () => {
  const save = (content: string) =>
    messagesOf(
      blogPostFieldsSchema.safeParse({
        title: { en: 'T' },
        slug: 'a',
        content: { en: content },
        status: 'draft',
      }),
    );
  const saveTranslation = (content: string) =>
    messagesOf(
      blogPostFieldsSchema.safeParse({
        title: { en: 'T' },
        slug: 'a',
        content: { en: 'x', de: content },
        status: 'draft',
      }),
    );

  it.each([
    '[x](/\\evil.example)',
    '[x](\\\\evil.example)',
    '[x](//evil.example)',
    '[x](javascript:alert(1))',
  ])('refuses %s on save, naming the content', (content) => {
    const [message] = save(content);
    expect(message).toMatch(/^content\.en: Content has links that are not allowed/);
    // A translation goes through the same rule: it cannot slip a link past the original's check.
    expect(saveTranslation(content)[0]).toMatch(/^content\.de: Content has links that are not allowed/);
  });

  it('accepts site paths, anchors and http(s), mailto and tel links', () => {
    expect(
      save('[a](/fleet) [b](#faq) [c](https://example.be) [d](mailto:a@b.be) [e](tel:+3221234567)'),
    ).toEqual([]);
  });
});
