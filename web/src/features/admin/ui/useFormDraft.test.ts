import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearAllDrafts, draftKey, readDraft, writeDraft } from './form-drafts';
import { useFormDraft } from './useFormDraft';

const KEY = draftKey('blog', 'post-1');
const SAVED = { title: 'Airport runs', content: 'Saved text.' };
const T0 = Date.UTC(2026, 10, 23, 20, 0);

/** One open form: mounting it again is what happens after the admin signs in again. */
const openForm = (initial = SAVED) => renderHook(() => useFormDraft(KEY, initial, () => T0));

describe('admin form drafts (a session that ends keeps the work)', () => {
  afterEach(() => sessionStorage.clear());

  it('keeps unsaved typing, and a form opened again starts from it with a note', () => {
    const first = openForm();
    expect(first.result.current.restoredAt).toBeNull();
    act(() => first.result.current.setForm({ ...SAVED, content: 'Half a post…' }));
    first.unmount(); // the session ended: the guard sent the admin to sign in

    const again = openForm();
    expect(again.result.current.form.content).toBe('Half a post…');
    expect(again.result.current.restoredAt).toBe(T0);
  });

  it('restores a draft an older form wrote, with the fields added since as the form starts them', () => {
    // Written before the translations of issue 14 existed.
    writeDraft(KEY, { ...SAVED, content: 'Half a post…' }, T0);
    const withTranslations = { ...SAVED, translations: { fr: { title: 'Navettes aéroport' } } };
    const again = renderHook(() => useFormDraft(KEY, withTranslations, () => T0));
    expect(again.result.current.form).toEqual({ ...withTranslations, content: 'Half a post…' });
  });

  it('forgets the draft once the form is saved, or when the admin discards it', () => {
    const form = openForm();
    act(() => form.result.current.setForm({ ...SAVED, title: 'New title' }));
    act(() => form.result.current.saved());
    expect(readDraft(KEY)).toBeNull();

    act(() => form.result.current.setForm({ ...SAVED, title: 'Other title' }));
    const again = openForm();
    act(() => again.result.current.discard());
    expect(again.result.current.form).toEqual(SAVED);
    expect(again.result.current.restoredAt).toBeNull();
    expect(readDraft(KEY)).toBeNull();
  });

  it('keeps nothing when the typing comes back to the saved text', () => {
    const form = openForm();
    act(() => form.result.current.setForm({ ...SAVED, title: 'x' }));
    act(() => form.result.current.setForm(SAVED));
    expect(readDraft(KEY)).toBeNull();
  });

  it('keeps drafts per form and record, and signing out everywhere clears only drafts', () => {
    sessionStorage.setItem('chauffeur.wizard', 'kept');
    const post = openForm();
    act(() => post.result.current.setForm({ ...SAVED, title: 'post' }));
    const vehicle = renderHook(() => useFormDraft(draftKey('vehicle', undefined), { name: '' }));
    act(() => vehicle.result.current.setForm({ name: 'S-Class' }));
    expect(readDraft(draftKey('vehicle', 'new'))).toMatchObject({ value: { name: 'S-Class' } });
    expect(readDraft(draftKey('blog', 'post-2'))).toBeNull();

    clearAllDrafts();
    expect(readDraft(KEY)).toBeNull();
    expect(readDraft(draftKey('vehicle', 'new'))).toBeNull();
    expect(sessionStorage.getItem('chauffeur.wizard')).toBe('kept');
  });

  it('reads a damaged draft as none', () => {
    sessionStorage.setItem(KEY, '{not json');
    expect(openForm().result.current.form).toEqual(SAVED);
  });
});
