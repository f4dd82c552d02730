import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LIFECYCLE_REASON_MAX, type BookingRow } from '@chauffeur/contracts';
import { formatNumber } from '../../../lib/intl';
import { Field, inputClass } from '../ui/Field';
import { BusyButton } from '../../../components/confirm/BusyButton';
import { useConfirmStep } from '../../../components/confirm/ConfirmStep';

/**
 * Cancelling a booking whose lifecycle row requires a reason from its status (a confirmed one, issue 17,
 * decision 132): the first press asks why, in a field that takes the focus; "Cancel booking" sends the
 * reason, "Keep booking" or Escape closes the question and gives the focus back. The reason is staff-only
 * (the audit history); the customer is e-mailed the cancellation without it (decision 134). While a step of
 * the booking is on its way (`busy`) both buttons are unavailable but keep the focus (BusyButton): after
 * "Cancel booking" the focus goes back to Cancel, which keeps it until the answer.
 */
export function CancelWithReason({
  booking,
  busy = false,
  onCancel,
}: {
  booking: BookingRow;
  busy?: boolean;
  onCancel: (reason: string) => void;
}) {
  const { t, i18n } = useTranslation('admin');
  const { asking, ask, answered, cancel, initialFocusRef, triggerRef, onKeyDown } =
    useConfirmStep<HTMLTextAreaElement>();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  // One per booking: the bookings list shows many rows, each may ask.
  const id = `cancel-reason-${booking.id}`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim() === '') {
      setError(t('bookings.cancelReason.required'));
      initialFocusRef.current?.focus();
      return;
    }
    answered();
    onCancel(reason.trim());
  };

  if (!asking)
    return (
      <BusyButton
        ref={triggerRef}
        busy={busy}
        onClick={ask}
        className="rounded-sm border border-white/20 px-3 py-1.5 text-xs font-semibold text-stone-200 hover:bg-white/5 aria-disabled:opacity-50"
      >
        {t('bookings.action.cancel')}
      </BusyButton>
    );
  return (
    // Escape from the field or either button bubbles up to the form.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- see above
    <form
      noValidate
      onSubmit={submit}
      onKeyDown={onKeyDown}
      aria-label={t('bookings.cancelReason.question', { reference: booking.reference })}
      className="grid basis-full gap-2 rounded-sm border border-red-400/30 p-3"
    >
      <Field
        id={id}
        label={t('bookings.cancelReason.label', { reference: booking.reference })}
        hint={t('bookings.cancelReason.hint', { max: formatNumber(LIFECYCLE_REASON_MAX, i18n.language) })}
        error={error}
      >
        <textarea
          ref={initialFocusRef}
          id={id}
          name="reason"
          rows={2}
          required
          maxLength={LIFECYCLE_REASON_MAX}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
          className={inputClass}
        />
      </Field>
      <div className="flex flex-wrap gap-2">
        <BusyButton
          type="submit"
          busy={busy}
          className="rounded-sm bg-red-600 px-3 py-1.5 text-xs font-semibold text-white hover:bg-red-500 aria-disabled:opacity-50"
        >
          {t('bookings.cancelReason.submit')}
        </BusyButton>
        <button
          type="button"
          onClick={cancel}
          className="rounded-sm border border-white/20 px-3 py-1.5 text-xs text-stone-200 hover:bg-white/5"
        >
          {t('bookings.cancelReason.keep')}
        </button>
      </div>
    </form>
  );
}
