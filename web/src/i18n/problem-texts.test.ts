import { afterAll, describe, expect, it } from 'vitest';
import {
  LANGUAGES,
  PROBLEM_CODES,
  englishMoment,
  formatBrussels,
  problemText,
  type CodedProblem,
  type Problem,
  type ProblemCode,
} from '@chauffeur/contracts';
import { i18n } from '.';
import { ApiError } from '../lib/api';
import { errorMessage } from '../lib/api/messages';
import { formatMoney } from '../lib/format';
import { problemTexts, type ProblemTexts } from './problem-texts';
import { registerProblemTexts } from './register-problem-texts';

registerProblemTexts();

/**
 * Params to say each code with; a code whose sentence needs params must be listed (its English would
 * otherwise read "undefined" on the server's side and `{{…}}` on the web's, and the comparison fails).
 * `count` twice, to see both plural forms.
 */
const SAMPLES: { [C in ProblemCode]?: Extract<CodedProblem, { code: C }>['params'][] } = {
  too_many_requests: [{ count: 1 }, { count: 30 }],
  too_many_attempts: [{ count: 1 }, { count: 5 }],
  verification_sent_recently: [{ count: 1 }, { count: 42 }],
  // 0 hours is free cancellation until the pickup itself (decision 284): its own words, no number.
  cancel_cut_off: [
    { count: 0, phone: '+32 2 000 00 00' },
    { count: 1, phone: '+32 2 000 00 00' },
    { count: 24, phone: '+32 2 000 00 00' },
  ],
  change_cut_off: [{ count: 0 }, { count: 1 }, { count: 48 }],
  change_request_already_open: [{ id: 'req-7' }],
  change_requests_used_up: [{ count: 1 }, { count: 10 }],
  // 13:29 in Brussels; the second pass of the repeated autumn hour, which says its offset.
  start_too_early: [
    { at: '2026-11-30T12:29:00.000Z', count: 1 },
    { at: '2026-11-30T12:29:00.000Z', count: 2 },
  ],
  complete_before_start: [{ at: '2026-10-25T01:30:00.000Z' }],
  no_show_too_early: [{ at: '2026-07-01T08:00:00.000Z' }],
  chauffeur_busy: [{ reference: 'CH-7K3P9Q' }],
  car_busy: [{ reference: 'CH-7K3P9Q' }],
  chauffeur_has_upcoming_rides: [{ references: 'CH-2026-0001, CH-2026-0002' }],
  vehicle_has_upcoming_bookings: [{ references: 'CH-2026-0007' }],
  quote_price_changed: [
    { fare: 95, currency: 'EUR' },
    { fare: 1234.5, currency: 'GBP' },
  ],
  booking_now_pending: [{ step: 'start' }],
  booking_now_confirmed: [{ step: 'confirm' }],
  booking_now_in_progress: [{ step: 'cancel' }],
  booking_now_completed: [{ step: 'mark as no-show' }],
  booking_now_cancelled: [{ step: 'complete' }],
  booking_now_no_show: [{ step: 'cancel' }],
  lead_time: [{ count: 1 }, { count: 24 }],
  too_many_passengers: [
    { vehicle: 'Mercedes-Benz E-Class', count: 1 },
    { vehicle: 'Mercedes-Benz E-Class', count: 3 },
  ],
  too_much_luggage: [
    { vehicle: 'Mercedes-Benz V-Class', count: 1 },
    { vehicle: 'Mercedes-Benz V-Class', count: 7 },
  ],
  gif_frames_too_large: [{ megapixels: 121, most: 120 }],
};

/** An instant param (`at`): each side says it on the Brussels clock in its own language. */
const isInstant = (value: unknown): value is string =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T[\d:.]+Z$/.test(value);

/**
 * A param as a language writes it: an instant on the Brussels clock, an amount (`fare`) as money in the
 * refusal's `currency` (which is said by the amount, not on its own).
 */
const shown = (name: string, value: unknown, language: string, params: object = {}): string =>
  isInstant(value)
    ? formatBrussels(value, language, 'dateTime')
    : name === 'fare'
      ? formatMoney(value as number, language, (params as { currency: string }).currency)
      : String(value);

/** The server's English as the web says it: the same words, the instant in the page's own format. */
const webEnglish = (coded: CodedProblem): string =>
  Object.values(coded.params ?? {})
    .filter(isInstant)
    .reduce(
      (text, at) => text.replace(englishMoment(at), formatBrussels(at, 'en', 'dateTime')),
      problemText(coded),
    );

const samplesOf = (code: ProblemCode): CodedProblem[] =>
  ((SAMPLES[code] as unknown[] | undefined) ?? [undefined]).map(
    (params) => ({ code, params }) as CodedProblem,
  );

/** A refusal as the server sends it, turned into the error the screens get. */
const refusalOf = (coded: CodedProblem): ApiError => {
  const problem: Problem = {
    title: 'Conflict',
    status: 409,
    detail: problemText(coded),
    code: coded.code,
    ...(coded.params ? { params: coded.params } : {}),
  };
  return new ApiError('problem', problem.detail!, 409, problem);
};

/**
 * A param only the English sentence says: a booking step's English verb (`booking_now_*`, decision 282),
 * where the other languages say what the booking now is instead.
 */
const ENGLISH_ONLY = new Set(['step']);

// With its format, if any (`{{at, brusselsDateTime}}`): the same in every language.
const placeholders = (text: string) =>
  [...text.matchAll(/{{([^}]+)}}/g)]
    .map((m) => m[1]!)
    .filter((name) => !ENGLISH_ONLY.has(name))
    .sort();

describe('the server refusals in four languages (decision 230)', () => {
  afterAll(() => i18n.changeLanguage('en'));

  it('has a sentence for every code the server can send, in every language', () => {
    for (const language of LANGUAGES)
      for (const code of PROBLEM_CODES)
        expect(
          i18n.exists(`problems:${code}`, { lng: language, fallbackLng: [], count: 2 }),
          `${language} ${code}`,
        ).toBe(true);
  });

  it("says in English exactly the server's sentence (SPEC's texts stay exact)", async () => {
    await i18n.changeLanguage('en');
    for (const code of PROBLEM_CODES)
      for (const coded of samplesOf(code))
        expect(errorMessage(refusalOf(coded), i18n.t), code).toBe(webEnglish(coded));
  });

  it('says every code in nl, fr and de with its params filled in, none left as English', async () => {
    for (const language of ['nl', 'fr', 'de'] as const) {
      await i18n.changeLanguage(language);
      for (const code of PROBLEM_CODES)
        for (const coded of samplesOf(code)) {
          const text = errorMessage(refusalOf(coded), i18n.t);
          expect(text, `${language} ${code}`).not.toBe(problemText(coded));
          expect(text, `${language} ${code}`).not.toMatch(/{{|}}|undefined/);
          for (const [name, value] of Object.entries(coded.params ?? {}))
            // A zero form says 0 in words ("until the pickup time"), not as a number.
            if (name !== 'currency' && !ENGLISH_ONLY.has(name) && !(name === 'count' && value === 0))
              expect(text, `${language} ${code}`).toContain(shown(name, value, language, coded.params));
        }
    }
  });

  it('uses the same placeholders in every language as in English', () => {
    for (const [key, english] of Object.entries(problemTexts.en))
      for (const language of ['nl', 'fr', 'de'] as const)
        expect(
          placeholders(problemTexts[language][key as keyof ProblemTexts]!),
          `${language} ${key}`,
        ).toEqual(placeholders(english));
  });

  it("says 0, 1 and many hours of a cut-off as each language says them, the server's English too (decision 288)", async () => {
    const cancel = (count: number): CodedProblem => ({
      code: 'cancel_cut_off',
      params: { count, phone: '+32 2 000 00 00' },
    });
    const change = (count: number): CodedProblem => ({ code: 'change_cut_off', params: { count } });
    const said = async (language: string, coded: CodedProblem) => {
      await i18n.changeLanguage(language);
      return errorMessage(refusalOf(coded), i18n.t);
    };
    expect(problemText(cancel(1))).toContain('free cancellation ends 1 hour before pickup.');
    expect(problemText(cancel(0))).toContain('free cancellation ends at the pickup time.');
    expect(problemText(change(1))).toContain('up to 1 hour before pickup.');
    expect(problemText(change(0))).toContain('Changes can be asked online until the pickup time.');
    expect(await said('en', cancel(24))).toContain('ends 24 hours before pickup.');
    expect(await said('en', change(1))).toContain('up to 1 hour before pickup.');
    expect(await said('fr', cancel(1))).toContain('prend fin 1 heure avant la prise en charge.');
    expect(await said('fr', cancel(0))).toContain('prend fin à l’heure de prise en charge.');
    expect(await said('fr', change(24))).toContain('jusqu’à 24 heures avant la prise en charge.');
    expect(await said('de', cancel(1))).toContain('endet 1 Stunde vor der Abholung.');
    expect(await said('de', change(0))).toContain('bis zur Abholzeit online angefragt');
    expect(await said('nl', cancel(0))).toContain('gratis annuleren kan tot het ophaaltijdstip.');
    expect(await said('nl', change(1))).toContain('tot 1 uur voor het ophalen.');
  });

  it('asks to wait "1 second", in the server\'s English and the page\'s', async () => {
    const coded: CodedProblem = { code: 'verification_sent_recently', params: { count: 1 } };
    expect(problemText(coded)).toBe(
      'A link was sent a moment ago. Please wait 1 second before asking again.',
    );
    await i18n.changeLanguage('en');
    expect(errorMessage(refusalOf(coded), i18n.t)).toBe(problemText(coded));
  });

  it("falls back to the server's English for a code it does not know, and for a problem without one", async () => {
    await i18n.changeLanguage('fr');
    const unknown = new ApiError('problem', 'Something newer', 409, {
      title: 'Conflict',
      status: 409,
      detail: 'Something newer',
      code: 'from_a_newer_server',
    });
    expect(errorMessage(unknown, i18n.t)).toBe('Something newer');
    const uncoded = new ApiError('problem', 'An admin refusal', 409, {
      title: 'Conflict',
      status: 409,
      detail: 'An admin refusal',
    });
    expect(errorMessage(uncoded, i18n.t)).toBe('An admin refusal');
  });
});
