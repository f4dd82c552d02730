/** The units a lag is told in, largest first. */
export type LagUnit = 'days' | 'hours' | 'minutes' | 'seconds';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Below each bound, a lag is told in these two units (the larger first); past the last, in days and hours. */
const SPLITS: readonly { below: number; units: [LagUnit, number, LagUnit, number] }[] = [
  { below: HOUR, units: ['minutes', MINUTE, 'seconds', SECOND] },
  { below: DAY, units: ['hours', HOUR, 'minutes', MINUTE] },
  { below: Infinity, units: ['days', DAY, 'hours', HOUR] },
];

/**
 * A lag as a person reads it: under a minute in seconds with one decimal (a live model's lag is a fraction
 * of a second); then in two whole units, "12 min 5 s", "3 h 20 min", "2 d 4 h" (a stopped model's lag grows
 * by the hour: "45 296.3 s" said nothing at a glance). A zero second unit is left out ("5 min").
 */
export function lagParts(ms: number): { unit: LagUnit; value: number; decimals: number }[] {
  if (ms < MINUTE) return [{ unit: 'seconds', value: Math.max(0, ms) / SECOND, decimals: 1 }];
  const { units } = SPLITS.find((split) => ms < split.below)!;
  const [large, largeMs, small, smallMs] = units;
  const first = Math.floor(ms / largeMs);
  const second = Math.floor((ms - first * largeMs) / smallMs);
  return [
    { unit: large, value: first, decimals: 0 },
    ...(second > 0 ? [{ unit: small, value: second, decimals: 0 }] : []),
  ];
}
