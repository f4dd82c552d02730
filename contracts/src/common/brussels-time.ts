/**
 * Brussels wall-clock time <-> instant (decisions 234–235). The company drives in Brussels: every pickup time
 * a customer or an admin types or reads is the clock on a Brussels wall, whatever the time zone of the device
 * (a traveller's phone on London or New York time) or of the server. One module for the browser and the
 * server; it uses only Intl's time-zone data (no offset table of its own), so it follows the rules the
 * platform knows, DST transitions included.
 *
 * A wall time maps to 0, 1 or 2 instants: on the spring-forward day (last Sunday of March) 02:00–02:59 does
 * not exist (an error the caller says as a field error), on the fall-back day (last Sunday of October)
 * 02:00–02:59 happens twice: a form asks which pass is meant (`chosenInstant`, decision 240); code that
 * must pick alone takes the FIRST (summer time, the earlier instant): a chauffeur an hour early waits, a
 * chauffeur an hour late misses a flight (decision 235).
 */

import { BRUSSELS_TIME_ZONE } from './brussels-zone';

export { BRUSSELS_TIME_ZONE };

/** A wall-clock date and time as the date and time inputs hold them: `YYYY-MM-DD` and `HH:mm`. */
export interface WallTime {
  date: string;
  time: string;
}

/** Why a wall time names no instant: not a date/time at all, or skipped by the spring-forward change. */
export type WallTimeProblem = 'invalid' | 'nonexistent';

export type WallTimeInstant =
  | {
      ok: true;
      instant: Date;
      /** The time happened twice that night: the first was taken. */ ambiguous: boolean;
    }
  | { ok: false; problem: WallTimeProblem };

const formats = new Map<string, Intl.DateTimeFormat>();
const partsFormat = (timeZone: string) => {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      // h23: midnight is 00, never 24 (what `hour12: false` gives on some engines).
      hourCycle: 'h23',
    });
    formats.set(timeZone, format);
  }
  return format;
};

/** The wall-clock date and time (to the minute) of an instant in a time zone; Brussels unless told. */
export function wallTimeOf(instant: Date | string | number, timeZone = BRUSSELS_TIME_ZONE): WallTime {
  const parts: Record<string, string> = {};
  for (const part of partsFormat(timeZone).formatToParts(new Date(instant))) parts[part.type] = part.value;
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^(\d{2}):(\d{2})$/;

/** The wall time read as if it were UTC, in ms; null when it is no calendar date or clock time. */
function asUtc({ date, time }: WallTime): number | null {
  const d = DATE.exec(date);
  const t = TIME.exec(time);
  if (!d || !t) return null;
  const [y, m, day, hh, mm] = [d[1], d[2], d[3], t[1], t[2]].map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  if (hh > 23 || mm > 59) return null;
  const ms = Date.UTC(y, m - 1, day, hh, mm);
  // 2026-02-30 rolls over to March in Date.UTC: not a date.
  return new Date(ms).getUTCDate() === day && new Date(ms).getUTCMonth() === m - 1 ? ms : null;
}

/** How far the zone's clock is ahead of UTC at an instant, in ms (Brussels: 1 h in winter, 2 h in summer). */
function offsetAt(ms: number, timeZone: string): number {
  const minute = Math.floor(ms / 60_000) * 60_000;
  return asUtc(wallTimeOf(minute, timeZone))! - minute;
}

const HALF_DAY = 12 * 3_600_000;

/**
 * Every instant a wall-clock date and time names in a time zone (Brussels unless told), earliest first: none
 * (skipped by the spring-forward change), one, or two (repeated by the fall-back change). The offsets in
 * force half a day either side are the only candidates (a zone changes its clock at most once in a day);
 * each candidate that reads back as the same wall time is an instant of it.
 */
export function instantsOfWallTime(wall: WallTime, timeZone = BRUSSELS_TIME_ZONE): Date[] {
  const local = asUtc(wall);
  if (local === null) return [];
  return [...new Set([offsetAt(local - HALF_DAY, timeZone), offsetAt(local + HALF_DAY, timeZone)])]
    .map((offset) => local - offset)
    .filter((ms) => {
      const back = wallTimeOf(ms, timeZone);
      return back.date === wall.date && back.time === wall.time;
    })
    .sort((a, b) => a - b)
    .map((ms) => new Date(ms));
}

/**
 * The instant a wall-clock date and time names in a time zone (Brussels unless told); a repeated time is
 * its first pass (what the server's texts and older callers assume). Forms ask instead: `chosenInstant`.
 */
export function instantOfWallTime(wall: WallTime, timeZone = BRUSSELS_TIME_ZONE): WallTimeInstant {
  if (asUtc(wall) === null) return { ok: false, problem: 'invalid' };
  const candidates = instantsOfWallTime(wall, timeZone);
  if (candidates.length === 0) return { ok: false, problem: 'nonexistent' };
  return { ok: true, instant: candidates[0]!, ambiguous: candidates.length > 1 };
}

/**
 * Which pass of a repeated hour a person means (decision 239): on the fall-back night 02:00–02:59 is read
 * first in summer time (`earlier`, UTC+2 in Brussels) and again an hour later in winter time (`later`,
 * UTC+1).
 */
export type ClockPass = 'earlier' | 'later';
export const CLOCK_PASSES: readonly ClockPass[] = ['earlier', 'later'];

/** Why a form's date and time name no single instant: as `WallTimeProblem`, or repeated and not chosen. */
export type ChosenTimeProblem = WallTimeProblem | 'repeated';

export type ChosenInstant = { ok: true; instant: Date } | { ok: false; problem: ChosenTimeProblem };

/**
 * The instant a person means by a wall time and, for a repeated one, the pass they chose. Nothing is taken
 * silently (decision 240): anything but `earlier` or `later` (null, undefined: a state stored before the
 * question existed, a value from elsewhere) is "not chosen yet", so a repeated time without a pass is the
 * problem `repeated`, for the form to ask; a pass given for a time that is not repeated is ignored (there is
 * one instant).
 */
export function chosenInstant(
  wall: WallTime,
  pass: ClockPass | null | undefined,
  timeZone = BRUSSELS_TIME_ZONE,
): ChosenInstant {
  if (asUtc(wall) === null) return { ok: false, problem: 'invalid' };
  const candidates = instantsOfWallTime(wall, timeZone);
  if (candidates.length === 0) return { ok: false, problem: 'nonexistent' };
  if (candidates.length === 1) return { ok: true, instant: candidates[0]! };
  if (pass === 'earlier') return { ok: true, instant: candidates[0]! };
  if (pass === 'later') return { ok: true, instant: candidates[1]! };
  return { ok: false, problem: 'repeated' };
}

/** The pass of a repeated hour an instant is in, or null when its wall time happens once. */
export function passOf(instant: Date | string | number, timeZone = BRUSSELS_TIME_ZONE): ClockPass | null {
  const candidates = instantsOfWallTime(wallTimeOf(instant, timeZone), timeZone);
  if (candidates.length < 2) return null;
  const minute = Math.floor(new Date(instant).getTime() / 60_000) * 60_000;
  return candidates[0]!.getTime() === minute ? 'earlier' : 'later';
}

/** How many minutes the zone's clock is ahead of UTC at an instant (Brussels: 60 in winter, 120 in summer). */
export const utcOffsetMinutes = (instant: Date | string | number, timeZone = BRUSSELS_TIME_ZONE): number =>
  offsetAt(new Date(instant).getTime(), timeZone) / 60_000;

/**
 * An offset from UTC as every screen and e-mail names it, in every language (decision 249): "UTC+2",
 * "UTC+1", "UTC+5:30", "UTC-3"; the repeated hour's choice and a time in that hour (formatBrussels) alike.
 */
export function utcOffsetLabel(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const hours = Math.floor(Math.abs(minutes) / 60);
  const rest = Math.abs(minutes) % 60;
  return `UTC${sign}${hours}${rest ? `:${String(rest).padStart(2, '0')}` : ''}`;
}

/** `YYYY-MM-DDTHH:mm` in Brussels time of an instant: what a `datetime-local` input holds. */
export function brusselsLocal(instant: Date | string | number): string {
  const { date, time } = wallTimeOf(instant);
  return `${date}T${time}`;
}

/** The wall date and time of a `datetime-local` value (`YYYY-MM-DDTHH:mm`); an empty one when it is none. */
export function wallTimeOfLocal(local: string): WallTime {
  const [date = '', time = '', ...rest] = local.split('T');
  return rest.length > 0 ? { date: '', time: '' } : { date, time };
}

/** The instant of a Brussels `YYYY-MM-DDTHH:mm` (a `datetime-local` value). */
export function instantOfBrusselsLocal(local: string): WallTimeInstant {
  return instantOfWallTime(wallTimeOfLocal(local));
}
