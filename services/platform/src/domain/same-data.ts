/**
 * Whether two JSON-like values hold the same data: deep, whatever the order of object keys (a form sends
 * `{ en, fr }`, a folded event may hold `{ fr, en }`). Deciders use it to record nothing when a save
 * changes nothing; `===` on fields would see every nested object (a text with its translations) as new.
 */
export function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((item, i) => sameData(item, b[i]));
  const left = Object.entries(a).filter(([, value]) => value !== undefined);
  const right = new Map(Object.entries(b).filter(([, value]) => value !== undefined));
  return (
    left.length === right.size &&
    left.every(([key, value]) => right.has(key) && sameData(value, right.get(key)))
  );
}
