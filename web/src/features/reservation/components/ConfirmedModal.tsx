import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { BookingCreated } from '@chauffeur/contracts';
import { CheckIcon } from '../../../components/ui/icons';
import { useFormat } from '../../../lib/useFormat';

/**
 * 'Booking Confirmed!' (SPEC 2) with the booking reference; Escape or Close closes it. A booking that came
 * back pending (automatic confirmation off) also says it awaits the company's confirmation (decision 278).
 */
export function ConfirmedModal({ booking, onClose }: { booking: BookingCreated; onClose: () => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    closeRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
      // The only control: keep the focus inside the dialog.
      if (event.key === 'Tab') {
        event.preventDefault();
        closeRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);

  return (
    <div className="fixed inset-0 z-50 grid place-items-center bg-black/75 p-5 backdrop-blur-sm">
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby="booking-confirmed-title"
        aria-describedby="booking-confirmed-text"
        className="w-full max-w-md rounded-md border border-gold-500/40 bg-ink-900 p-7 text-center shadow-2xl"
      >
        <span className="mx-auto grid h-14 w-14 place-items-center rounded-full bg-gold-500/15 text-gold-300">
          <CheckIcon className="h-7 w-7" />
        </span>
        <h2 id="booking-confirmed-title" className="mt-5 font-display text-3xl font-semibold text-ivory">
          {t('wizard.confirmedTitle')}
        </h2>
        <p id="booking-confirmed-text" className="mt-3 text-sm leading-relaxed text-stone-300">
          {t('wizard.confirmedText')}
        </p>
        {/* SPEC's title and text stay as they are; a booking only requested says so under them. */}
        {booking.status === 'pending' ? (
          <p data-testid="booking-pending" className="mt-3 text-sm leading-relaxed text-gold-200">
            {t('wizard.pendingNote')}
          </p>
        ) : null}
        {/*
          Two cells side by side when both fit, else the total under the reference: each cell as wide as its
          longest word at least ("BOEKINGSREFERENTIE" ran into "TOTAAL" at 390 px in two fixed halves).
        */}
        <dl className="mt-6 flex flex-wrap gap-3 text-left">
          <div className="flex-auto rounded-sm border border-white/10 px-4 py-3">
            <dt className="text-xs tracking-[0.12em] text-stone-400 uppercase">{t('wizard.reference')}</dt>
            <dd className="mt-1 font-mono text-lg text-gold-200" data-testid="booking-reference">
              <span translate="no" className="booking-reference">
                {booking.reference}
              </span>
            </dd>
          </div>
          <div className="flex-auto rounded-sm border border-white/10 px-4 py-3">
            <dt className="text-xs tracking-[0.12em] text-stone-400 uppercase">
              {t('wizard.confirmedTotal')}
            </dt>
            <dd className="mt-1 text-lg text-ivory">{format.money(booking.total_fare, booking.currency)}</dd>
          </div>
        </dl>
        <button ref={closeRef} type="button" onClick={onClose} className="btn-gold mt-7 w-full">
          {t('wizard.close')}
        </button>
      </div>
    </div>
  );
}
