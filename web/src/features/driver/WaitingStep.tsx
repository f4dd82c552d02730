import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBrussels } from '@chauffeur/contracts';
import { useFocusAfterRefusal } from '../../components/confirm/ConfirmStep';
import { serverNow } from '../../lib/useStepWaits';
import { brusselsDay, pickupTime } from './ride-days';

/**
 * A chauffeur's step before its time (decision 283: Start before the start window): shown shut, as large as
 * the button it stands for, with when it opens in Brussels time, the hour alone when that is today by the
 * server's clock (`clockOffset`, decision 290; a night pickup's window may open the evening before: then its
 * date too). The server refuses it before then (422). `aria-disabled`, not `disabled` (decision 290): a
 * disabled button is skipped by Tab and its hint with it; this one is reached, says it is unavailable and
 * why (the hint is its description), and a press does nothing. `refused`: this step was just refused (the
 * phone's clock had moved since the server's was read): it takes the focus its removed button dropped.
 */
export function WaitingStep({
  label,
  until,
  clockOffset,
  refused,
}: {
  label: string;
  until: Date;
  clockOffset: number;
  refused: boolean;
}) {
  const { t, i18n } = useTranslation('driver');
  const hint = useId();
  const button = useRef<HTMLButtonElement>(null);
  useFocusAfterRefusal(button, refused);
  const at = until.toISOString();
  const today = brusselsDay(until) === brusselsDay(serverNow(clockOffset));
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
        {today
          ? t('opensAt', { time: pickupTime(at, i18n.language) })
          : t('opensOn', { time: formatBrussels(at, i18n.language, 'dateTime') })}
      </p>
    </>
  );
}
