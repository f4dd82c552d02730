import { useCallback, useEffect, useRef, useState } from 'react';
import { readDraft, removeDraft, sameForm, writeDraft } from './form-drafts';

/**
 * A form's state that survives the session ending (see form-drafts.ts): it starts from the stored draft
 * when there is one, writes every change that differs from `initial`, and forgets it on `saved` or
 * `discard`. `restoredAt` says the form opened on a draft, for the visible note.
 */
export function useFormDraft<T>(key: string, initial: T, now: () => number = Date.now) {
  const [restored] = useState(() => readDraft<T>(key));
  const [form, setFormState] = useState<T>(() =>
    restored ? withNewFields(initial, restored.value) : initial,
  );
  const [restoredAt, setRestoredAt] = useState<number | null>(restored?.savedAt ?? null);
  const base = useRef(initial);

  // The record changed on the server (refetched): follow it unless there is work to keep. In an effect
  // because whether there is work to keep is in localStorage (form-drafts.ts), outside React's state.
  useEffect(() => {
    if (sameForm(base.current, initial)) return;
    base.current = initial;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- follows an outside store, see above
    if (!readDraft(key)) setFormState(initial);
  }, [initial, key]);

  const setForm = useCallback(
    (next: T) => {
      setFormState(next);
      if (sameForm(next, base.current)) removeDraft(key);
      else writeDraft(key, next, now());
    },
    [key, now],
  );

  const discard = useCallback(() => {
    removeDraft(key);
    setRestoredAt(null);
    setFormState(base.current);
  }, [key]);

  const saved = useCallback(() => {
    removeDraft(key);
    setRestoredAt(null);
  }, [key]);

  return { form, setForm, restoredAt, discard, saved };
}

/**
 * A draft written by an older form lacks the fields added since (e.g. the translations of issue 14):
 * those start as the form would, the draft's own values win.
 */
function withNewFields<T>(initial: T, draft: T): T {
  const isRecord = (value: unknown): value is Record<string, unknown> =>
    typeof value === 'object' && value !== null && !Array.isArray(value);
  return isRecord(initial) && isRecord(draft) ? ({ ...initial, ...draft } as T) : draft;
}
