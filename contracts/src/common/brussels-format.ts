import { passOf } from './brussels-time';
import { BRUSSELS_FORMATS, brusselsFormatter, hasTime, type BrusselsFormat } from './brussels-formats';

/**
 * An instant in a language on the Brussels clock. A time in the hour the autumn change repeats (02:00–02:59
 * on the last Sunday of October) also says its offset ("02:30 GMT+2" / "02:30 GMT+1"), or the two passes
 * would read the same (decision 240).
 */
export function formatBrussels(
  instant: Date | string | number,
  language: string,
  style: BrusselsFormat,
): string {
  const at = new Date(instant);
  const withOffset = hasTime(BRUSSELS_FORMATS[style]) && passOf(at) !== null;
  return brusselsFormatter(language, style, withOffset).format(at);
}
