/**
 * The company's time zone: every time a person types or reads is on this clock (decisions 234, 239). A
 * module of its own so that the date formats (brussels-formats.ts) need not load the wall-time reading.
 */
export const BRUSSELS_TIME_ZONE = 'Europe/Brussels';
