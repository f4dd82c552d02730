import { useId } from 'react';

interface Props {
  name: string;
  label: string;
  requiredLabel: string;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  type?: string;
  autoComplete?: string;
  multiline?: boolean;
}

const INPUT =
  'w-full rounded-sm border bg-ink-950/70 px-4 text-base text-ivory placeholder:text-stone-500 focus:border-gold-400';

/** A labelled, required field with its error under it, tied together for screen readers. */
export function FormField({
  name,
  label,
  requiredLabel,
  value,
  onChange,
  error,
  type = 'text',
  autoComplete,
  multiline,
}: Props) {
  const id = useId();
  const errorId = `${id}-error`;
  const shared = {
    id,
    name,
    value,
    required: true,
    autoComplete,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    className: `${INPUT} ${error ? 'border-red-300/70' : 'border-white/15'}`,
  };
  return (
    <div>
      <label
        htmlFor={id}
        className="mb-2 block text-xs font-semibold tracking-[0.18em] text-stone-200 uppercase"
      >
        {label}
        <span className="text-gold-400" aria-hidden="true">
          {' '}
          *
        </span>
        <span className="sr-only"> ({requiredLabel})</span>
      </label>
      {multiline ? (
        <textarea
          {...shared}
          rows={5}
          onChange={(event) => onChange(event.target.value)}
          className={`${shared.className} py-3`}
        />
      ) : (
        <input
          {...shared}
          type={type}
          onChange={(event) => onChange(event.target.value)}
          className={`${shared.className} min-h-12`}
        />
      )}
      {error ? (
        <p id={errorId} className="mt-2 text-sm text-red-300">
          {error}
        </p>
      ) : null}
    </div>
  );
}
