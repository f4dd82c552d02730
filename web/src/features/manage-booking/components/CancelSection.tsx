import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ManageBooking } from '@chauffeur/contracts';
import { BusyButton } from '../../../components/confirm/BusyButton';
import { useConfirmStep } from '../../../components/confirm/ConfirmStep';
import { PhoneIcon } from '../../../components/ui/icons';
import { useErrorMessage } from '../../../lib/api';
import { useCancelBooking } from '../api/manage-api';
import { cutOffHours, dateTime } from '../format';

/** The statuses in which a booking is still ahead: the only ones where cancelling means anything. */
const AHEAD = new Set<ManageBooking['status']>(['pending', 'confirmed']);

/** The company's number as a link a phone dials. */
export function CallUs({ booking }: { booking: ManageBooking }) {
  const { t } = useTranslation('manage');
  return (
    <a
      href={booking.company_phone.href}
      className="btn-gold mt-3 inline-flex min-h-11 items-center gap-2"
      data-testid="call-us"
    >
      <PhoneIcon className="h-4 w-4" />
      {t('callUs', { phone: booking.company_phone.display })}
    </a>
  );
}

/**
 * What a keyboard or screen-reader user lands on once cancelled: the button they pressed is gone, so the
 * focus goes to the sentence saying it is done rather than to the top of the page.
 */
function CancelledDone() {
  const { t } = useTranslation('manage');
  const done = useRef<HTMLParagraphElement>(null);
  useEffect(() => done.current?.focus(), []);
  return (
    <p
      ref={done}
      role="status"
      tabIndex={-1}
      className="rounded-md border border-gold-500/30 bg-ink-900 p-5 text-ivory outline-none"
    >
      {t('cancelledDone')}
    </p>
  );
}

/**
 * Cancel (issue 18 point 2): one click, then a confirmation step with an optional reason, then done. Inside
 * the cut-off, why it cannot be done online and the phone number instead. The server decides by its clock;
 * a refusal it gives (the page was left open past the cut-off) is shown as its message. The question is
 * useConfirmStep's: the focus moves to it (it reads its title and sentence), "Keep my booking" or Escape
 * close it and give the focus back to "Cancel booking".
 */
export function CancelSection({ token, booking }: { token: string; booking: ManageBooking }) {
  const { t, i18n } = useTranslation('manage');
  const { asking, ask, cancel: close, initialFocusRef, triggerRef } = useConfirmStep<HTMLFormElement>();
  const [reason, setReason] = useState('');
  const [done, setDone] = useState(false);
  const cancel = useCancelBooking(token);
  const errorMessage = useErrorMessage();
  const ids = { reason: useId(), title: useId(), body: useId() };

  if (done && booking.status === 'cancelled') return <CancelledDone />;
  if (!AHEAD.has(booking.status)) return null;
  const until = dateTime(booking.cancel_until, i18n.language);
  if (!booking.can_cancel)
    return (
      <section aria-labelledby={ids.title} className="rounded-md border border-white/10 bg-ink-900 p-5">
        <h2 id={ids.title} className="eyebrow mb-2">
          {t('cancelTitle')}
        </h2>
        <p className="text-stone-300" data-testid="cut-off">
          {t('cutOff', { when: until, count: cutOffHours(booking.scheduled_time, booking.cancel_until) })}
        </p>
        <CallUs booking={booking} />
      </section>
    );

  // Keeping the booking (the button or Escape) forgets a refusal, so asking again starts afresh.
  const keep = () => {
    close();
    cancel.reset();
  };
  const onConfirm = (event: FormEvent) => {
    event.preventDefault();
    cancel.mutate(reason, { onSuccess: () => setDone(true) });
  };
  // The server's own sentence (inside the cut-off, already cancelled…): it says why, in SPEC's words.
  const refusal = cancel.error ? errorMessage(cancel.error) : null;
  return (
    <section aria-labelledby={ids.title} className="rounded-md border border-white/10 bg-ink-900 p-5">
      <h2 id={ids.title} className="eyebrow mb-2">
        {asking ? t('confirmTitle') : t('cancelTitle')}
      </h2>
      {!asking ? (
        <>
          <p className="text-stone-300">{t('freeUntil', { when: until })}</p>
          <button ref={triggerRef} type="button" onClick={ask} className="btn-outline mt-4 min-h-11">
            {t('cancelButton')}
          </button>
        </>
      ) : (
        // The question itself takes the focus (not "Yes, cancel": Enter must not cancel the ride unread).
        // Escape from any of its fields bubbles up to it.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- see above
        <form
          ref={initialFocusRef}
          tabIndex={-1}
          aria-labelledby={ids.title}
          aria-describedby={ids.body}
          onSubmit={onConfirm}
          onKeyDown={(event) => event.key === 'Escape' && keep()}
          className="outline-none"
        >
          <p id={ids.body} className="text-stone-300">
            {t('confirmBody', { when: dateTime(booking.scheduled_time, i18n.language) })}
          </p>
          <label htmlFor={ids.reason} className="mt-4 block text-sm text-stone-300">
            {t('reason')}
          </label>
          <textarea
            id={ids.reason}
            value={reason}
            maxLength={500}
            rows={3}
            onChange={(event) => setReason(event.target.value)}
            className="mt-2 block w-full rounded-sm border border-white/15 bg-ink-800 px-4 py-3 text-base text-ivory focus:border-gold-400"
          />
          {refusal ? (
            <p role="alert" className="mt-3 text-sm text-red-300">
              {refusal}
            </p>
          ) : null}
          <div className="mt-4 flex flex-col gap-3 sm:flex-row">
            <BusyButton type="submit" busy={cancel.isPending} className="btn-gold min-h-11">
              {cancel.isPending ? t('cancelling') : t('confirmCancel')}
            </BusyButton>
            <button type="button" onClick={keep} className="btn-outline min-h-11">
              {t('keep')}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
