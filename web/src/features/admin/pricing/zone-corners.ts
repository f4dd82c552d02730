/**
 * The polygon's corners between the typed text and the drawing map (issue 17 point 9, decision 176). The
 * textarea's text is the one source of truth: the map draws what the text says, and a click, "Undo last
 * corner" or "Clear" on the map edits the text, so typing and drawing never disagree.
 */
export type Corner = { lat: number; lng: number };

/** One corner a line: "lat, lng" (a comma, a semicolon or a space between). */
export const CORNER_LINE = /^\s*(-?\d+(?:\.\d+)?)\s*[,;\s]\s*(-?\d+(?:\.\d+)?)\s*$/;

/**
 * The corners the text names, skipping blank lines and any line that is not "lat, lng": the map goes on
 * drawing while a line is half typed (the form's own check names the bad line on save).
 */
export function cornersOf(text: string): Corner[] {
  return text.split('\n').flatMap((line) => {
    const match = CORNER_LINE.exec(line);
    return match ? [{ lat: Number(match[1]), lng: Number(match[2]) }] : [];
  });
}

/** Five decimals are about a metre: finer than a click can aim, short enough to read. */
const round = (value: number) => Math.round(value * 1e5) / 1e5;

/** One corner as the textarea writes it. */
export const cornerLine = (corner: Corner) => `${round(corner.lat)}, ${round(corner.lng)}`;

/** The text with a clicked corner added as its last line (what was typed above it is kept as is). */
export function withCorner(text: string, corner: Corner): string {
  const kept = text.replace(/\s+$/, '');
  return kept === '' ? cornerLine(corner) : `${kept}\n${cornerLine(corner)}`;
}

/** The text without its last corner line; every other line, even one not yet a corner, stays as typed. */
export function withoutLastCorner(text: string): string {
  const lines = text.replace(/\s+$/, '').split('\n');
  const last = lines.findLastIndex((line) => CORNER_LINE.test(line));
  if (last === -1) return text;
  return lines
    .filter((_, other) => other !== last)
    .join('\n')
    .replace(/\s+$/, '');
}
