import { useId, useRef } from 'react';
import { useFocusAfterRefusal } from '../../components/confirm/ConfirmStep';
import { useStepOpens } from '../../lib/stepOpens';

/**
 * A chauffeur's step before its time (decision 283: Start before the start window): shown shut, as large as
 * the button it stands for, with when it opens in Brussels time (lib/stepOpens, the panel's words too): the
 * hour alone when that is the day of the heading the ride is under (`day`), else its date too (a night
 * pickup's window may open the evening before; decision 296). The server refuses it before then (422).
 * `aria-disabled`, not `disabled` (decision 290): a disabled button is skipped by Tab and its hint with it;
 * this one is reached, says it is unavailable and why (the hint is its description), and a press does
 * nothing. `refused`: this step was just refused (the phone's clock had moved since the server's was read):
 * it takes the focus its removed button dropped.
 */
export function WaitingStep({
  label,
  until,
  day,
  refused,
}: {
  label: string;
  until: Date;
  day: string | undefined;
  refused: boolean;
}) {
  const opens = useStepOpens();
  const hint = useId();
  const button = useRef<HTMLButtonElement>(null);
  useFocusAfterRefusal(button, refused);
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-disabled="true"
        aria-describedby={hint}
        className="btn-gold mt-4 min-h-12 w-full cursor-not-allowed opacity-50"
      >
        {label}
      </button>
      <p id={hint} className="mt-2 text-center text-sm text-stone-300">
        {opens(until, day)}
      </p>
    </>
  );
}
