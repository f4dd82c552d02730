/**
 * Unsaved admin form work, kept in the tab's sessionStorage so that a session ending mid-edit (signed
 * out on another device, expired, a reused token) does not lose it: the guard sends the admin to sign
 * in again and back to the form, which restores it. sessionStorage rather than localStorage: it ends
 * with the tab, so a shared computer does not keep drafts after the browser closes; blog posts and
 * vehicles are not personal data. A draft is removed when its form is saved or discarded, and every
 * draft of the tab when the admin signs out everywhere from it (see docs/decisions.md).
 */
export const DRAFT_PREFIX = 'chauffeur.draft.';

export interface Draft<T> {
  value: T;
  /** When it was last written (epoch ms), shown in the restore note. */
  savedAt: number;
}

const storage = (): Storage | null => {
  try {
    return window.sessionStorage;
  } catch {
    return null; // storage disabled: the form works, without drafts
  }
};

/** One key per form and record: `blog.new`, `blog.<id>`, `vehicle.<id>`. */
export const draftKey = (form: string, recordId: string | undefined) =>
  `${DRAFT_PREFIX}${form}.${recordId ?? 'new'}`;

export function readDraft<T>(key: string): Draft<T> | null {
  try {
    const text = storage()?.getItem(key);
    if (!text) return null;
    const draft = JSON.parse(text) as Partial<Draft<T>>;
    return draft && typeof draft.savedAt === 'number' && 'value' in draft ? (draft as Draft<T>) : null;
  } catch {
    return null; // unreadable: as if there were none
  }
}

export function writeDraft<T>(key: string, value: T, now: number): void {
  try {
    storage()?.setItem(key, JSON.stringify({ value, savedAt: now } satisfies Draft<T>));
  } catch {
    // Quota full or storage refused: the form goes on; only the safety net is missing.
  }
}

export const removeDraft = (key: string) => storage()?.removeItem(key);

/** Every draft of this tab (signing out everywhere from it). */
export function clearAllDrafts(): void {
  const store = storage();
  if (!store) return;
  const keys = Array.from({ length: store.length }, (_, i) => store.key(i)).filter(
    (key): key is string => key?.startsWith(DRAFT_PREFIX) ?? false,
  );
  for (const key of keys) store.removeItem(key);
}

/** Whether two form values differ (forms are plain JSON: strings, numbers, null). */
export const sameForm = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
