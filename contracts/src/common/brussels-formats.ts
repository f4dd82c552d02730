import type { Language } from '../http/config';
import { BRUSSELS_TIME_ZONE } from './brussels-zone';

/**
 * The Intl locale each site language formats dates, times, numbers and money in (decision 249): Belgian
 * conventions, English in its British form (day before month, 24-hour clock), as a Brussels company writes
 * it. The only such table: every formatter, in the browser (formatBrussels, web/src/lib) and on the server
 * (e-mails, receipt PDF), asks `intlLocale`. Here, beside the date formats, so that the landing page's
 * first chunk gains no module for it.
 */
export const INTL_LOCALES: Record<Language, string> = { en: 'en-GB', nl: 'nl-BE', fr: 'fr-BE', de: 'de-BE' };

/** The Intl locale of a site language; any other tag (already a locale, "en-GB") is used as it is. */
export const intlLocale = (language: string): string => INTL_LOCALES[language as Language] ?? language;

/**
 * Every instant a person reads (a pickup, a booking's creation, a note, an audit line, a notification...) is
 * shown on the Brussels clock, whatever the zone of the device or server (decision 239): a dispatcher on a
 * laptop left in UTC sees the same hour beside a pickup and beside the note about it. One table of the
 * shapes the screens use: its date styles here, the styles with a time added to them in brussels-format.ts
 * (BRUSSELS_FORMATS); the zone is set here and nowhere else.
 */
export const BRUSSELS_DATE_FORMATS = {
  /** 25 Nov 2026. */
  date: { dateStyle: 'medium' },
  /** 25 November 2026. */
  longDate: { dateStyle: 'long' },
  /** Wednesday, 25 November 2026. */
  fullDate: { dateStyle: 'full' },
  /** Wednesday 25 November: a day's heading on the driver page. */
  dayHeading: { weekday: 'long', day: 'numeric', month: 'long' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

/** The styles that show a date alone: no time of day, so no pass of a repeated hour to tell apart. */
export type BrusselsDateFormat = keyof typeof BRUSSELS_DATE_FORMATS;

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * The formatter of `options` in a language (its locale from `intlLocale`: English as en-GB) on the Brussels
 * clock, made once per `key` (a style's name). The zone is added here and nowhere else.
 */
export function brusselsFormatter(
  language: string,
  key: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  let format = formats.get(`${language}|${key}`);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(language), { ...options, timeZone: BRUSSELS_TIME_ZONE });
    formats.set(`${language}|${key}`, format);
  }
  return format;
}

/**
 * The Brussels day of an instant in a date style. Apart from `formatBrussels` (brussels-format.ts, with
 * the styles that show a time) so that a page showing only dates (the landing page's blog cards, within
 * its weight budget) loads neither those styles nor the clock-change reading.
 */
export const formatBrusselsDate = (
  instant: Date | string | number,
  language: string,
  style: BrusselsDateFormat,
): string => brusselsFormatter(language, style, BRUSSELS_DATE_FORMATS[style]).format(new Date(instant));
