import { useTranslation } from 'react-i18next';
import type { Ref } from 'react';
import type { BookingStatus } from '@chauffeur/contracts';

const TONE: Record<BookingStatus, string> = {
  pending: 'bg-amber-400/15 text-amber-200',
  confirmed: 'bg-gold-500/15 text-gold-200',
  in_progress: 'bg-sky-400/15 text-sky-200',
  completed: 'bg-emerald-400/15 text-emerald-200',
  cancelled: 'bg-stone-500/20 text-stone-300',
  no_show: 'bg-rose-400/15 text-rose-200',
};

/** `focusRef`: where the focus may be moved (the booking's page after a step, decision 282; the list's rows and cards, 317). */
export function StatusBadge({
  status,
  focusRef,
}: {
  status: BookingStatus;
  focusRef?: Ref<HTMLSpanElement>;
}) {
  const { t } = useTranslation('admin');
  return (
    <span
      ref={focusRef}
      tabIndex={focusRef ? -1 : undefined}
      data-status={status}
      className={`rounded-full px-2.5 py-1 text-xs font-semibold whitespace-nowrap ${TONE[status]}`}
    >
      {t(`bookings.status.${status}`)}
    </span>
  );
}
