import type { ReactNode } from 'react';

/**
 * A label above a control, then its hint and its error: the frame of every field of the manage page's forms
 * (the contact box, the change request). The control is the caller's; `describedBy` gives it the ids of the
 * hint and the error shown under it.
 */
export function FormField({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="text-sm text-stone-200">
        {label}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-stone-400">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-xs text-red-300">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The `aria-describedby` of a FormField's control: its hint and error when shown, else none. */
export const describedBy = (id: string, hint?: ReactNode, error?: ReactNode): string | undefined =>
  [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
