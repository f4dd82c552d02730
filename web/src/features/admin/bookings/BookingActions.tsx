import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BOOKING_LIFECYCLE,
  actionsFor,
  needsReason,
  type BookingAction,
  type BookingRow,
  type BookingStatus,
  type ConfirmedTwiceAction,
} from '@chauffeur/contracts';
import { BusyButton } from '../../../components/confirm/BusyButton';
import { useFocusAfterRefusal } from '../../../components/confirm/ConfirmStep';
import { useStepOpens } from '../../../lib/stepOpens';
import { ConfirmButton } from '../ui/ConfirmButton';
import { CancelWithReason } from './CancelWithReason';
import { useBookingAction } from './useBookingAction';
import { useStepWaits } from './useStepWaits';

/** An action's button looks like the status it leads to (the lifecycle table says which). */
const STYLE: Partial<Record<BookingStatus, string>> = {
  confirmed: 'bg-gold-500 text-ink-950 hover:bg-gold-300',
  in_progress: 'bg-sky-500/90 text-ink-950 hover:bg-sky-400',
  completed: 'bg-emerald-500/90 text-ink-950 hover:bg-emerald-400',
  cancelled: 'border border-white/20 text-stone-200 hover:bg-white/5',
};

/**
 * The question and its answer for each step the lifecycle table says to ask about (`confirmTwice`): its type
 * makes a new such row fail to compile until it has its texts.
 */
const QUESTION: Record<
  ConfirmedTwiceAction,
  {
    question:
      | 'bookings.startConfirm'
      | 'bookings.noShowConfirm'
      | 'bookings.completeConfirm'
      | 'bookings.cancelConfirm';
    yes: 'bookings.startYes' | 'bookings.noShowYes' | 'bookings.completeYes' | 'bookings.cancelYes';
    /**
     * The "no" answer, never the panel's Cancel: on a booking's row that reads as its Cancel step, the button
     * beside it (decision 295).
     */
    keep: 'bookings.cancelReason.keep' | 'bookings.notYet';
  }
> = {
  // Decision 273: a pending booking (a confirmed one asks for its reason instead, CancelWithReason).
  cancel: {
    question: 'bookings.cancelConfirm',
    yes: 'bookings.cancelYes',
    keep: 'bookings.cancelReason.keep',
  },
  start: { question: 'bookings.startConfirm', yes: 'bookings.startYes', keep: 'bookings.notYet' },
  complete: { question: 'bookings.completeConfirm', yes: 'bookings.completeYes', keep: 'bookings.notYet' },
  no_show: { question: 'bookings.noShowConfirm', yes: 'bookings.noShowYes', keep: 'bookings.notYet' },
};

/**
 * A step whose rule in time has not come (a no-show before the pickup time, a start before the start
 * window): shown, not offered, with the moment it opens (Brussels time, as the server's refusal says it), in
 * the driver's page's words (lib/stepOpens, decision 296), with its date: the list and the booking's page
 * have no day heading to leave it to.
 * `aria-disabled`, not `disabled` (decision 290): Tab reaches it, a screen reader says it is unavailable and
 * reads the moment as its description; a press does nothing. `refused`: this step was just refused (the
 * device's clock had moved since the server's was read): it takes the focus its removed button dropped.
 */
function WaitingStep({ label, until, refused }: { label: string; until: Date; refused: boolean }) {
  const opens = useStepOpens();
  const hint = useId();
  const button = useRef<HTMLButtonElement>(null);
  useFocusAfterRefusal(button, refused);
  return (
    <span className="flex flex-col gap-0.5">
      <button
        ref={button}
        type="button"
        aria-disabled="true"
        aria-describedby={hint}
        className="cursor-not-allowed rounded-sm border border-white/15 px-3 py-1.5 text-xs font-semibold whitespace-nowrap text-stone-400"
      >
        {label}
      </button>
      <span id={hint} className="text-[0.7rem] text-stone-400">
        {opens(until)}
      </span>
    </span>
  );
}

/**
 * A step taken at one press (Confirm, SPEC 4). Unavailable while it is on its way, and keeps the focus meanwhile
 * (BusyButton): a refusal leaves the admin on it, and a step that went through removes it with the status it
 * belonged to (the page then moves the focus to the new status, decision 282).
 */
function OnePressStep({
  label,
  busy,
  onPress,
  className = '',
}: {
  label: string;
  busy: boolean;
  onPress: () => void;
  className?: string;
}) {
  return (
    <BusyButton
      busy={busy}
      onClick={onPress}
      className={`rounded-sm px-3 py-1.5 text-xs font-semibold aria-disabled:opacity-50 ${className}`}
    >
      {label}
    </BusyButton>
  );
}

const confirmsTwice = (name: BookingAction): name is ConfirmedTwiceAction =>
  BOOKING_LIFECYCLE[name].confirmTwice;

/**
 * SPEC 4: only the actions of the booking's status, and Delete behind a confirmation. A step whose row says
 * `confirmTwice` (starting a ride, decision 261; completing it, decision 254; a no-show, issue 13; cancelling a
 * pending booking, decision 273) is asked twice too; one that needs a reason from this status (cancelling a confirmed booking, issue 17) asks for it.
 */
export function BookingActions({
  booking,
  stacked = false,
  onDeleted,
  onStepDone,
}: {
  booking: BookingRow;
  stacked?: boolean;
  /** The booking's own page leaves it once deleted; a list just loses the row. */
  onDeleted?: () => void;
  /** A step went through: its button may be gone with the status it belonged to (the page moves the focus). */
  onStepDone?: (from: BookingStatus) => void;
}) {
  const { t } = useTranslation('admin');
  const action = useBookingAction({ onDeleted, onStepDone });
  const busy = action.isPending;
  const waits = useStepWaits(booking);
  // Stacked (the list's table): one button under the other, so the column is as wide as its longest label and
  // the row fits the page at 1280 px in every language; elsewhere side by side, wrapping.
  return (
    <div
      className={
        stacked
          ? 'flex flex-col items-stretch gap-1.5 [&>button]:whitespace-nowrap'
          : 'flex flex-wrap items-center gap-2'
      }
    >
      {actionsFor(booking.status).map((name) => {
        const waitsUntil = waits[name];
        return waitsUntil ? (
          <WaitingStep
            key={name}
            label={t(`bookings.action.${name}`)}
            until={waitsUntil}
            refused={action.isError && action.variables.action === name}
          />
        ) : needsReason(name, booking.status) ? (
          <CancelWithReason
            key={name}
            booking={booking}
            busy={busy}
            onCancel={(reason) => action.mutate({ booking, action: name, reason })}
          />
        ) : confirmsTwice(name) ? (
          <ConfirmButton
            key={name}
            label={t(`bookings.action.${name}`)}
            question={t(QUESTION[name].question, { reference: booking.reference })}
            confirmLabel={t(QUESTION[name].yes)}
            keepLabel={t(QUESTION[name].keep)}
            disabled={busy}
            onConfirm={() => action.mutate({ booking, action: name })}
          />
        ) : (
          <OnePressStep
            key={name}
            label={t(`bookings.action.${name}`)}
            busy={busy}
            onPress={() => action.mutate({ booking, action: name })}
            className={STYLE[BOOKING_LIFECYCLE[name].to]}
          />
        );
      })}
      <ConfirmButton
        label={t('bookings.action.delete')}
        question={t('bookings.deleteConfirm', { reference: booking.reference })}
        keepLabel={t('bookings.cancelReason.keep')}
        disabled={busy}
        onConfirm={() => action.mutate({ booking, action: 'delete' })}
      />
    </div>
  );
}
