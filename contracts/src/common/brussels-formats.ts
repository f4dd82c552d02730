import { BRUSSELS_TIME_ZONE } from './brussels-zone';

/**
 * Every instant a person reads (a pickup, a booking's creation, a note, an audit line, a notification...) is
 * shown on the Brussels clock, whatever the zone of the device or server (decision 239): a dispatcher on a
 * laptop left in UTC sees the same hour beside a pickup and beside the note about it. One table of the
 * shapes the screens use; the zone is set here and nowhere else.
 */
export const BRUSSELS_FORMATS = {
  /** 25 Nov 2026, 14:30: timestamps in lists and panels, a pickup in a list. */
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  /** 25 Nov 2026, 14:30:05: audit lines and the activity feed, where seconds order what happened. */
  dateTimeSeconds: { dateStyle: 'medium', timeStyle: 'medium' },
  /** 25 November 2026, 14:30: the receipt. */
  longDateTime: { dateStyle: 'long', timeStyle: 'short' },
  /** Wednesday 25 November 2026 at 14:30: the wizard's pickup. */
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
  /** 14:30 or 2:30 PM as the language writes it: a draft saved, the wizard's summary. */
  time: { timeStyle: 'short' },
  /** 25 Nov 2026. */
  date: { dateStyle: 'medium' },
  /** 25 November 2026. */
  longDate: { dateStyle: 'long' },
  /** Wednesday 25 November 2026. */
  fullDate: { dateStyle: 'full' },
  /** Wednesday 25 November: a day's heading on the driver page. */
  dayHeading: { weekday: 'long', day: 'numeric', month: 'long' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

export type BrusselsFormat = keyof typeof BRUSSELS_FORMATS;

export const hasTime = (options: Intl.DateTimeFormatOptions) =>
  'timeStyle' in options || 'hour' in options || 'minute' in options;

const formats = new Map<string, Intl.DateTimeFormat>();
export function brusselsFormatter(
  language: string,
  style: BrusselsFormat,
  withOffset: boolean,
): Intl.DateTimeFormat {
  const key = `${language}|${style}|${withOffset}`;
  let format = formats.get(key);
  if (!format) {
    const options: Intl.DateTimeFormatOptions = { ...BRUSSELS_FORMATS[style], timeZone: BRUSSELS_TIME_ZONE };
    if (withOffset) {
      // timeStyle cannot be combined with timeZoneName: spelt out as hour and minute (seconds if asked).
      const { timeStyle, dateStyle, ...rest } = options;
      Object.assign(rest, {
        ...(dateStyle
          ? { year: 'numeric', month: dateStyle === 'medium' ? 'short' : 'long', day: 'numeric' }
          : {}),
        ...(dateStyle === 'full' ? { weekday: 'long' } : {}),
        ...(timeStyle ? { hour: 'numeric', minute: '2-digit' } : {}),
        ...(timeStyle === 'medium' ? { second: '2-digit' } : {}),
        timeZoneName: 'shortOffset',
      });
      format = new Intl.DateTimeFormat(language, rest);
    } else format = new Intl.DateTimeFormat(language, options);
    formats.set(key, format);
  }
  return format;
}

/** The styles that show a date alone: no time of day, so no pass of a repeated hour to tell apart. */
export type BrusselsDateFormat = 'date' | 'longDate' | 'fullDate' | 'dayHeading';

/**
 * The Brussels day of an instant in a date style. Apart from `formatBrussels` so that a page showing only
 * dates (the landing page's blog cards, within its weight budget) does not load the clock-change reading.
 */
export const formatBrusselsDate = (
  instant: Date | string | number,
  language: string,
  style: BrusselsDateFormat,
): string => brusselsFormatter(language, style, false).format(new Date(instant));
