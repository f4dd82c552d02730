import type { ReactNode } from 'react';

export const inputClass =
  'mt-1 block w-full rounded-sm border border-white/15 bg-ink-950 px-3 py-2 text-sm text-ivory placeholder:text-stone-500 focus:border-gold-400 aria-[invalid=true]:border-red-400';

/** A labelled form control with its hint and its error, tied together for screen readers. */
export function Field({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium text-stone-200">
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
