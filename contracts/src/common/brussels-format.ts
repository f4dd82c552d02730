import { passOf, utcOffsetLabel, utcOffsetMinutes } from './brussels-time';
import { BRUSSELS_DATE_FORMATS, brusselsFormatter } from './brussels-formats';

/**
 * Every shape an instant is shown in: the date styles and those with a time of day (decision 239). English
 * formats as en-GB (intl-locale.ts, decision 249): day before month and a 24-hour clock in every language.
 */
export const BRUSSELS_FORMATS = {
  /** 25 Nov 2026, 14:30: timestamps in lists and panels, a pickup in a list. */
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  /** 25 Nov 2026, 14:30:05: audit lines and the activity feed, where seconds order what happened. */
  dateTimeSeconds: { dateStyle: 'medium', timeStyle: 'medium' },
  /** 25 November 2026 at 14:30: the receipt. */
  longDateTime: { dateStyle: 'long', timeStyle: 'short' },
  /** Wednesday, 25 November 2026 at 14:30: the wizard's pickup, the e-mails. */
  fullDateTime: { dateStyle: 'full', timeStyle: 'short' },
  /** Wednesday, 25 November 2026, 14:30 on a 24-hour clock: the manage page's pickup. */
  pickup: {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  },
  /** 25 Nov, 14:30: a step of the manage page's timeline. */
  shortDateTime: { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  /** Wed 25 Nov, 14:30: a pickup in a notification. */
  weekdayDateTime: { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' },
  /** 14:30, 24-hour clock in every language: dispatch board and driver page (the office speaks in 24 hours). */
  clock: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  /** 14:30: a draft saved, the wizard's summary. */
  time: { timeStyle: 'short' },
  ...BRUSSELS_DATE_FORMATS,
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

export type BrusselsFormat = keyof typeof BRUSSELS_FORMATS;

export const hasTime = (options: Intl.DateTimeFormatOptions) =>
  'timeStyle' in options || 'hour' in options || 'minute' in options;

/** The parts of a formatted instant that tell its time of day; the offset is said after the last of them. */
const TIME_PARTS: ReadonlySet<string> = new Set(['hour', 'minute', 'second', 'dayPeriod']);

/**
 * An instant in a language on the Brussels clock. A time in the hour the autumn change repeats (02:00–02:59
 * on the last Sunday of October) also says its offset, "02:30 UTC+2" / "02:30 UTC+1" in every language (as
 * the repeated hour's choice names them), or the two passes would read the same (decisions 240, 246). The
 * offset is added to the style's own text, so the date keeps the shape of every other row of its column.
 */
export function formatBrussels(
  instant: Date | string | number,
  language: string,
  style: BrusselsFormat,
): string {
  const at = new Date(instant);
  const format = brusselsFormatter(language, style, BRUSSELS_FORMATS[style]);
  if (!(hasTime(BRUSSELS_FORMATS[style]) && inAutumnChangeNight(at) && passOf(at) !== null))
    return format.format(at);
  const parts = format.formatToParts(at);
  const after = parts.reduce((last, part, index) => (TIME_PARTS.has(part.type) ? index + 1 : last), 0);
  const text = parts.map((part) => part.value);
  text.splice(after, 0, ` ${utcOffsetLabel(utcOffsetMinutes(at))}`);
  return text.join('');
}

/**
 * Whether an instant can lie in the repeated hour at all: the EU changes the clocks back at 01:00 UTC on
 * the last Sunday of October, so Brussels' 02:00–02:59 happens twice between 00:00 and 01:59 UTC that day.
 * A cheap test first, as lists format thousands of instants and passOf reads the zone several times.
 */
const inAutumnChangeNight = (at: Date) =>
  at.getUTCMonth() === 9 && at.getUTCDay() === 0 && at.getUTCDate() >= 25 && at.getUTCHours() < 2;
