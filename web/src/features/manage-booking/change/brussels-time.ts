/**
 * The pickup time as a `datetime-local` field holds it, in Brussels time (the ride's, whatever the
 * customer's own time zone: they may be abroad when they change it), and back to an instant.
 */
const PARTS = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Brussels',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** `YYYY-MM-DDTHH:mm` in Brussels time of an instant. */
export function brusselsLocal(iso: string): string {
  const part = Object.fromEntries(PARTS.formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
  return `${part.year}-${part.month}-${part.day}T${part.hour}:${part.minute}`;
}

/** How far Brussels is ahead of UTC at an instant, in ms. */
const offsetAt = (ms: number) =>
  Date.parse(`${brusselsLocal(new Date(ms).toISOString())}:00Z`) - Math.floor(ms / 60_000) * 60_000;

/** The instant (ISO) of a Brussels `YYYY-MM-DDTHH:mm`; null when it is not one. */
export function fromBrusselsLocal(local: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local)) return null;
  const asUtc = Date.parse(`${local}:00Z`);
  if (Number.isNaN(asUtc)) return null;
  // The offset at the guess, then at the corrected instant (they differ only across a clock change).
  const first = asUtc - offsetAt(asUtc);
  return new Date(asUtc - offsetAt(first)).toISOString();
}
