import { intlLocale, wallTimeOf } from '@chauffeur/contracts';

/**
 * The pickup as the visitor's own device would show it, or null when the device's clock reads the same as
 * Brussels' then (Belgium, Paris, Amsterdam...). The wizard's times are Brussels time (decision 234): a
 * traveller on another clock is told what that is for them, so "10:00" is not misread.
 */
export function deviceTimeOf(at: Date, language: string): string | null {
  const brussels = wallTimeOf(at);
  const pad = (n: number) => String(n).padStart(2, '0');
  const deviceDate = `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
  const deviceTime = `${pad(at.getHours())}:${pad(at.getMinutes())}`;
  if (brussels.date === deviceDate && brussels.time === deviceTime) return null;
  return new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'full', timeStyle: 'short' }).format(at);
}
