import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BOOKING_LIFECYCLE,
  type BookingStatus,
  type ConfirmedTwiceAction,
  type DriverRide,
} from '@chauffeur/contracts';
import { BusyButton } from '../../components/confirm/BusyButton';
import { ConfirmStep } from '../../components/confirm/ConfirmStep';
import { useRefusalMessage } from '../../lib/api';
import { toast } from '../../lib/toast';
import { useStepWaits } from '../../lib/useStepWaits';
import { isNoAnswer, useRideAction } from './api';
import { directionsUrl, telHref } from './maps-link';
import { pickupTime } from './ride-days';
import { WaitingStep } from './WaitingStep';

type RideAction = DriverRide['actions'][number];

/**
 * The question and its answer for each of the chauffeur's steps the lifecycle table says to ask about
 * (`confirmTwice`: starting and completing, decisions 254 and 261): its type makes such a step fail to compile until it has its texts.
 */
const QUESTION: Record<
  Extract<RideAction, ConfirmedTwiceAction>,
  { question: 'startConfirm' | 'completeConfirm'; yes: 'startYes' | 'completeYes' }
> = {
  start: { question: 'startConfirm', yes: 'startYes' },
  complete: { question: 'completeConfirm', yes: 'completeYes' },
};

/**
 * A ride with nothing left to drive (decision 317): its card says only when, how it ended and where, in two
 * lines, so the chauffeur who just completed one sees the next on a phone without scrolling past the
 * directions, the call and the details of a ride that is over. One line per status: a new one must choose.
 */
const FINISHED: Record<BookingStatus, boolean> = {
  pending: false,
  confirmed: false,
  in_progress: false,
  completed: true,
  cancelled: true,
  no_show: true,
};

const confirmsTwice = (action: RideAction): action is Extract<RideAction, ConfirmedTwiceAction> =>
  BOOKING_LIFECYCLE[action].confirmTwice;

function Place({
  label,
  address,
  line,
  href,
  linkText,
}: {
  label: string;
  address: string;
  line: string | null;
  href: string;
  linkText: string;
}) {
  return (
    <div className="col-span-3">
      <dt className="text-xs tracking-wider text-stone-400 uppercase">{label}</dt>
      <dd className="mt-0.5 text-ivory">
        {address}
        {line ? <span className="block text-stone-300">{line}</span> : null}
        <a
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-1 flex min-h-11 w-fit items-center text-sm font-semibold text-gold-300 underline"
        >
          {linkText}
        </a>
      </dd>
    </div>
  );
}

/**
 * One ride on the driver's page: time, places with directions, the customer to call, and its one action.
 * `stepFrom` is the status this ride had when the chauffeur took a step on it, until the focus has moved
 * on after it (null otherwise); `onStepFrom` sets or clears it in the page. `startWindowHours` is the
 * settings' start window, which the rides carry (decision 283): Start is shut until it opens by the server's
 * clock, `clockOffset` ms ahead of the phone's (decision 290). `day`: the Brussels day its heading names
 * (none under "Under way"), which a shut step's opening time does not repeat (decision 296).
 */
export function RideCard({
  ride,
  startWindowHours,
  clockOffset,
  day,
  stepFrom,
  onStepFrom,
}: {
  ride: DriverRide;
  startWindowHours: number;
  clockOffset: number;
  day: string | undefined;
  stepFrom: DriverRide['status'] | null;
  onStepFrom: (status: DriverRide['status'] | null) => void;
}) {
  const { t, i18n } = useTranslation('driver');
  // A driver whose session was restored lands here without passing a page that loads the refusal texts.
  const message = useRefusalMessage();
  const act = useRideAction();
  // Shown in the card, next to its button: a toast is easy to miss on the road.
  const [error, setError] = useState<string | undefined>();
  const waits = useStepWaits(
    ride.status,
    { scheduledTime: ride.scheduled_time, startWindowHours },
    clockOffset,
  );
  // After a step its button is gone (the ride came back with its next state): the focus goes to the next
  // action (Complete after Start), or to the status line when there is none, not to the top of the page.
  const actionsRef = useRef<HTMLDivElement>(null);
  const statusRef = useRef<HTMLSpanElement>(null);
  const cardRef = useRef<HTMLElement>(null);
  // After every render, not on the status's change alone: the list may show the new status (the live stream,
  // a refetch) while the step's answer is still awaited and its next button still shut, which cannot take
  // the focus; the intent (held by the page, so a card drawn anew keeps it) waits for a render where it can.
  useEffect(() => {
    if (stepFrom === null || ride.status === stepFrom || act.isPending) return;
    onStepFrom(null);
    const active = document.activeElement;
    // Not taken from something the chauffeur went to meanwhile (another card, a link).
    if (active && active !== document.body && !cardRef.current?.contains(active)) return;
    (actionsRef.current?.querySelector<HTMLElement>('button:enabled') ?? statusRef.current)?.focus();
  });
  const run = (action: 'start' | 'complete') => {
    setError(undefined);
    // Set before sending: the list may be read again (with the new status) before the step's answer.
    onStepFrom(ride.status);
    act.mutate(
      { ride, action },
      {
        onSuccess: () => toast.success(t(action === 'start' ? 'started' : 'completed')),
        onError: (failure) => {
          onStepFrom(null);
          void message(failure).then(setError);
        },
      },
    );
  };

  return (
    <article
      ref={cardRef}
      data-ride={ride.id}
      aria-labelledby={`ride-${ride.id}`}
      className="rounded-md border border-white/10 bg-ink-900 p-4"
    >
      <header className="flex items-baseline justify-between gap-3">
        <h3 id={`ride-${ride.id}`} className="font-display text-3xl font-semibold text-ivory">
          <time dateTime={ride.scheduled_time}>{pickupTime(ride.scheduled_time, i18n.language)}</time>
        </h3>
        <span className="text-right text-xs text-stone-400">
          <span ref={statusRef} tabIndex={-1} className="block font-semibold text-gold-200 outline-none">
            {t(`status.${ride.status}`)}
          </span>
          <span translate="no" className="booking-reference">
            {ride.reference}
          </span>
        </span>
      </header>
      {FINISHED[ride.status] ? (
        <p className="mt-1 text-sm text-stone-300">
          {ride.pickup_location.address} → {ride.dropoff_location.address}
        </p>
      ) : (
        <RideDetails ride={ride} />
      )}
      {error ? (
        <p role="alert" className="mt-4 text-sm text-red-300">
          {error}
        </p>
      ) : null}
      {act.isPaused || (act.isPending && isNoAnswer(act.failureReason)) ? (
        // At once, not after a timeout: a chauffeur on the road must know the office has not heard of it.
        <p role="status" className="mt-4 text-sm text-amber-200">
          {t(act.variables?.action === 'complete' ? 'waitingNetwork.complete' : 'waitingNetwork.start')}
        </p>
      ) : null}
      <div ref={actionsRef}>
        {ride.actions.map((action) => {
          const until = waits[action];
          return until ? (
            <WaitingStep
              key={action}
              label={t(action)}
              until={until}
              day={day}
              refused={act.isError && act.variables.action === action}
            />
          ) : confirmsTwice(action) ? (
            // The question names the ride by reference and pickup: the card above may scroll out of view.
            <ConfirmStep
              key={action}
              look="touch"
              label={t(action)}
              question={t(QUESTION[action].question, {
                reference: ride.reference,
                pickup: ride.pickup_location.address,
              })}
              confirmLabel={t(QUESTION[action].yes)}
              cancelLabel={t('notYet')}
              disabled={act.isPending}
              onConfirm={() => run(action)}
            />
          ) : (
            // A step asked once (none today: start and complete are asked twice): busy, not disabled, as
            // ConfirmStep's button, so it keeps the keyboard while sent.
            <BusyButton
              key={action}
              busy={act.isPending}
              onClick={() => run(action)}
              className="btn-gold mt-4 min-h-12 w-full aria-disabled:opacity-50"
            >
              {t(action)}
            </BusyButton>
          );
        })}
      </div>
    </article>
  );
}

/** A ride still to drive: the places with directions, the customer to call, the counts, the car, the notes. */
function RideDetails({ ride }: { ride: DriverRide }) {
  const { t } = useTranslation('driver');
  const extras = [
    ride.is_round_trip && t('roundTrip'),
    ride.needs_child_seat && t('childSeat'),
    ride.is_wheelchair_accessible && t('wheelchair'),
    ride.is_pet_friendly && t('pets'),
  ].filter(Boolean) as string[];
  const notes = [...ride.special_requests, ...ride.notes];
  return (
    <>
      {/* One list of three columns: each item a `div` of its own `dt`/`dd` right under the `dl` (a nested
          grid of items is not a valid definition list); the counts share a row, the rest spans it. */}
      <dl className="mt-3 grid grid-cols-3 gap-3 text-sm">
        <Place
          label={t('pickup')}
          address={ride.pickup_location.address}
          line={ride.pickup_address_line}
          href={directionsUrl(ride.pickup_location)}
          linkText={t('route')}
        />
        <Place
          label={t('dropoff')}
          address={ride.dropoff_location.address}
          line={ride.dropoff_address_line}
          href={directionsUrl(ride.dropoff_location, ride.pickup_location)}
          linkText={t('route')}
        />
        <div className="col-span-3">
          <dt className="text-xs tracking-wider text-stone-400 uppercase">{t('customer')}</dt>
          <dd className="mt-0.5 text-ivory">
            {ride.customer.name}
            <a
              href={telHref(ride.customer.phone)}
              className="mt-1 flex min-h-11 w-fit items-center text-sm font-semibold text-gold-300 underline"
            >
              {t('call', { phone: ride.customer.phone })}
            </a>
          </dd>
        </div>
        <div>
          <dt className="text-xs text-stone-400">{t('passengers')}</dt>
          <dd className="text-ivory">{ride.passenger_count}</dd>
        </div>
        <div>
          <dt className="text-xs text-stone-400">{t('luggage')}</dt>
          <dd className="text-ivory">{ride.luggage_count}</dd>
        </div>
        <div>
          <dt className="text-xs text-stone-400">{t('flight')}</dt>
          <dd className="text-ivory">{ride.flight_number ?? '—'}</dd>
        </div>
        {/* The trip's length under its own label: beside the model it read as part of the car's name. */}
        <div className="col-span-2">
          <dt className="text-xs text-stone-400">{t('vehicle')}</dt>
          <dd className="text-ivory">{ride.vehicle_name}</dd>
        </div>
        <div>
          <dt className="text-xs text-stone-400">{t('tripLength')}</dt>
          <dd className="text-ivory">{t('duration', { minutes: ride.estimated_duration_minutes })}</dd>
        </div>
        {extras.length > 0 || notes.length > 0 ? (
          <div className="col-span-3">
            <dt className="text-xs text-stone-400">{t('notes')}</dt>
            <dd className="text-ivory">
              {extras.length > 0 ? <p className="font-semibold text-gold-200">{extras.join(' · ')}</p> : null}
              {notes.map((note, index) => (
                <p key={index} className="whitespace-pre-wrap">
                  {note}
                </p>
              ))}
            </dd>
          </div>
        ) : null}
      </dl>
    </>
  );
}
