import type { ReactNode } from 'react';

export const inputClass =
  'min-h-12 w-full rounded-sm border bg-ink-950/70 px-3.5 text-base text-ivory placeholder:text-stone-500 focus:border-gold-400 aria-[invalid=true]:border-red-400/80';

/** A label above a control, with an optional hint and an inline error read out when it appears. */
export function Field({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  error?: string | null;
  hint?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div>
      <label
        htmlFor={id}
        className="mb-2 block text-xs font-semibold tracking-[0.18em] text-gold-300 uppercase"
      >
        {label}
      </label>
      {children}
      <FieldMessage id={`${id}-message`} error={error} hint={hint} />
    </div>
  );
}

/** The text under a control: its error (red, announced) or else its hint. */
export function FieldMessage({ id, error, hint }: { id: string; error?: string | null; hint?: ReactNode }) {
  return (
    <p
      id={id}
      aria-live="polite"
      className={`mt-1.5 min-h-5 text-xs ${error ? 'text-red-300' : 'text-stone-400'}`}
    >
      {error ?? hint ?? ''}
    </p>
  );
}

/** Props that tie a control to its message and mark it invalid. */
export const describedBy = (id: string, error?: string | null) => ({
  'aria-describedby': `${id}-message`,
  'aria-invalid': error ? true : undefined,
});

/** A heading for a step, focused when the step appears so screen readers start there. */
export function StepHeading({ children }: { children: ReactNode }) {
  return (
    <h2
      tabIndex={-1}
      data-step-heading
      className="font-display text-3xl font-semibold text-ivory outline-none sm:text-4xl"
    >
      {children}
    </h2>
  );
}
