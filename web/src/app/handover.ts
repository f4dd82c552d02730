/**
 * The hand-over from a pre-rendered page (web/scripts/prerender.mjs) to the live app: the picture's fields
 * take typing from the first paint, so whatever the visitor typed, ticked or chose there, and where the
 * caret was, is given to the same fields of the live page the moment it replaces the picture, before the
 * browser paints again. The live fields get the values as typing would give them (an `input` or `change`
 * event), so the app's state follows as if the visitor had typed into them.
 */

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const FIELDS = 'input, textarea, select';

/**
 * A field's name on both pages: the picture and the live page render the same components in the same
 * language, so the same kind of field with the same name, label or placeholder, in the same part of the
 * page (header, main, footer), counted in document order there: the live page may have more below (the
 * landing page's later sections), never fewer above. (Element ids are React's useId values, which differ
 * between a server and a browser render.)
 */
function keyed(root: ParentNode): Map<string, Field> {
  const seen = new Map<string, number>();
  const fields = new Map<string, Field>();
  for (const field of root.querySelectorAll<Field>(FIELDS)) {
    const type = field instanceof HTMLInputElement ? field.type : field.tagName.toLowerCase();
    const name =
      field.getAttribute('name') ??
      field.getAttribute('aria-label') ??
      field.getAttribute('placeholder') ??
      field.labels?.[0]?.textContent ??
      '';
    const region = field.closest('header, main, footer')?.tagName ?? '';
    const base = `${region}|${type}|${name}`;
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    fields.set(`${base}|${count}`, field);
  }
  return fields;
}

function changedByVisitor(field: Field): boolean {
  if (field instanceof HTMLSelectElement)
    return [...field.options].some((option) => option.selected !== option.defaultSelected);
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio'))
    return field.checked !== field.defaultChecked;
  return field.value !== field.defaultValue;
}

/** Sets a React-controlled field the way typing does: through the prototype's setter, then the event. */
function give(from: Field, to: Field): void {
  if (to instanceof HTMLInputElement && (to.type === 'checkbox' || to.type === 'radio')) {
    if (to.checked !== (from as HTMLInputElement).checked) to.click();
    return;
  }
  const prototype = Object.getPrototypeOf(to) as object;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(to, from.value);
  to.dispatchEvent(new Event(to instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

/**
 * A focusable element that is not a field (a link, a button) under the same name on both pages: its part of
 * the page, tag, target and accessible text, counted in document order. A keyboard visitor who tabbed
 * through the picture keeps their place.
 */
function focusKey(root: ParentNode, element: Element): string | undefined {
  const key = (candidate: Element) =>
    [
      candidate.closest('header, main, footer')?.tagName ?? '',
      candidate.tagName,
      candidate.getAttribute('href') ?? '',
      candidate.getAttribute('aria-label') ?? candidate.textContent?.trim().slice(0, 80) ?? '',
    ].join('|');
  const wanted = key(element);
  const same = [...root.querySelectorAll(element.tagName)].filter((candidate) => key(candidate) === wanted);
  const index = same.indexOf(element);
  return index < 0 ? undefined : `${wanted}|${index}`;
}

function findByFocusKey(root: ParentNode, tag: string, wanted: string): HTMLElement | undefined {
  return [...root.querySelectorAll<HTMLElement>(tag)].find(
    (candidate) => focusKey(root, candidate) === wanted,
  );
}

/** Moves what was typed into `picture` to the live page in `live`, then removes the picture. */
export function handOver(picture: Element, live: Element): void {
  const before = keyed(picture);
  const after = keyed(live);
  const active = document.activeElement;
  let focus: { key: string; start: number | null; end: number | null } | null = null;
  for (const [key, field] of before) {
    if (field !== active) continue;
    let start: number | null = null;
    let end: number | null = null;
    if (!(field instanceof HTMLSelectElement))
      try {
        start = field.selectionStart;
        end = field.selectionEnd;
      } catch {
        // Some input types (email, number) have no selection API.
      }
    focus = { key, start, end };
  }
  const other =
    !focus && active && active !== document.body && picture.contains(active)
      ? { tag: active.tagName, key: focusKey(picture, active) }
      : null;
  // A submit the visitor asked for in the picture (prerender-check.js marks its form) is made by the live
  // form holding the same field as it, with its validation, once: in the next task, after React has taken
  // in the values given below. (No such form on the live page, e.g. a visitor signed in: nothing is sent.)
  const sent = [...before].find(([, field]) => field.closest('[data-submit]'));
  const form = sent && after.get(sent[0])?.form;
  if (form) setTimeout(() => form.requestSubmit());
  picture.remove();
  for (const [key, field] of before) {
    const target = after.get(key);
    if (target && changedByVisitor(field)) give(field, target);
  }
  const target = focus ? after.get(focus.key) : undefined;
  if (focus && target) {
    target.focus({ preventScroll: true });
    if (focus.start !== null && !(target instanceof HTMLSelectElement))
      try {
        target.setSelectionRange(focus.start, focus.end);
      } catch {
        // As above: not every input type has a selection.
      }
  }
  if (other?.key) findByFocusKey(live, other.tag, other.key)?.focus({ preventScroll: true });
}
