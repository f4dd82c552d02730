import { BRUSSELS_TIME_ZONE } from '@chauffeur/contracts';

const BRUSSELS_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: BRUSSELS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day (YYYY-MM-DD) in Brussels of an instant: a ride at 00:30 local time counts for that day. */
export const brusselsDay = (instant: Date | string): string => BRUSSELS_DAY.format(new Date(instant));

/** The `count` Brussels days ending with the day of `today`, oldest first. */
export function lastBrusselsDays(today: Date, count: number): string[] {
  const days: string[] = [];
  // Step back from midday so daylight-saving changes can never skip or repeat a day.
  const noon = new Date(`${brusselsDay(today)}T12:00:00Z`);
  for (let i = count - 1; i >= 0; i--) days.push(brusselsDay(new Date(noon.getTime() - i * 86_400_000)));
  return days;
}
