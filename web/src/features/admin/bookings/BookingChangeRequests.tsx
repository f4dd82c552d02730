import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  formatBrussels,
  CHANGE_DECLINE_REASON_MAX,
  changeRequestSchema,
  type BookingRow,
  type ChangeRequest,
} from '@chauffeur/contracts';
import { useErrorMessage } from '../../../lib/api';
import { BusyButton } from '../../../components/confirm/BusyButton';
import { focusOnMount } from '../../../lib/focusOnMount';
import { formatMoney } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { adminCommand, adminGet } from '../api/admin-client';
import { adminKeys } from '../api/keys';
import { refreshAfterCommand } from '../api/read-models';
import { Field, inputClass } from '../ui/Field';
import { fareCurrency } from '../api/queries';
import { useDeletion } from './useBookingAction';

const listSchema = z.object({ change_requests: z.array(changeRequestSchema) });
/** Under the booking's history key: whatever refreshes the booking's history refreshes its requests. */
const keyOf = (id: string) => [...adminKeys.history(id), 'change-requests'] as const;

/**
 * GET /api/admin/bookings/:id/change-requests. The booking's page asks for it beside the booking itself and
 * draws the booking once both are known: a section drawn after the rest pushed the notes and the history
 * down under the reader.
 */
export function useBookingChangeRequests(id: string) {
  const deletion = useDeletion(id);
  return useQuery({
    queryKey: keyOf(id),
    queryFn: ({ signal }) => adminGet(`/bookings/${id}/change-requests`, listSchema, signal),
    // Nothing asked of a booking being deleted (a 404).
    enabled: deletion === null,
  });
}

function useChangeRequestAnswer(bookingId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ rid, step, reason }: { rid: string; step: 'accept' | 'decline'; reason?: string }) =>
      adminCommand('POST', `/bookings/${bookingId}/change-requests/${rid}/${step}`, {
        ...(step === 'decline' ? { body: { reason } } : {}),
      }),
    onSettled: async (result) => {
      await client.invalidateQueries({ queryKey: adminKeys.history(bookingId) });
      await refreshAfterCommand(client, result, 'bookings');
    },
  });
}

/**
 * "3 → 4 passengers": what the customer asked, from what the booking had. While the request waits, that is
 * the booking as it stands; once applied the booking holds the new values, so the server's record of the
 * old ones (`previous`, from the change's event) says it, as the history does. Otherwise (declined, a
 * field the change did not move…) only what was asked.
 */
function useAskedLines(booking: BookingRow, request: ChangeRequest): string[] {
  const { t, i18n } = useTranslation('admin');
  const { t: tMain } = useTranslation();
  const when = (iso: string) => formatBrussels(iso, i18n.language, 'dateTime');
  const none = t('booking.changeRequests.none');
  const { changes } = request;
  const pending = request.state === 'open' || request.state === 'awaiting_customer';
  const had: NonNullable<ChangeRequest['previous']> = pending
    ? {
        scheduled_time: booking.scheduled_time,
        passenger_count: booking.passenger_count,
        luggage_count: booking.luggage_count,
        flight_number: booking.flight_number ?? null,
      }
    : (request.previous ?? {});
  const line = (field: keyof typeof had, say: (value: never) => string, to: string) =>
    tMain('labelled', {
      label: t(`booking.fields.${field}`),
      value: `${field in had ? `${say(had[field] as never)} → ` : ''}${to}`,
    });
  const count = (value: number) => String(value);
  const flight = (value: string | null) => value ?? none;
  const lines: string[] = [];
  if (changes.scheduled_time !== undefined)
    lines.push(line('scheduled_time', when, when(changes.scheduled_time)));
  if (changes.passenger_count !== undefined)
    lines.push(line('passenger_count', count, count(changes.passenger_count)));
  if (changes.luggage_count !== undefined)
    lines.push(line('luggage_count', count, count(changes.luggage_count)));
  if (changes.flight_number !== undefined)
    lines.push(line('flight_number', flight, flight(changes.flight_number)));
  return lines;
}

function OpenRequest({
  booking,
  request,
  onAnswer,
}: {
  booking: BookingRow;
  request: ChangeRequest;
  /** Called as the admin answers: the request's new state is where the focus goes once it shows. */
  onAnswer: () => void;
}) {
  const { t } = useTranslation('admin');
  const message = useErrorMessage();
  const answer = useChangeRequestAnswer(booking.id);
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const lines = useAskedLines(booking, request);

  const send = (step: 'accept' | 'decline') => {
    onAnswer();
    answer.mutate(
      { rid: request.id, step, reason },
      {
        onSuccess: () =>
          toast.success(
            t(step === 'accept' ? 'booking.changeRequests.accepted' : 'booking.changeRequests.declined'),
          ),
        onError: (failure) => setError(message(failure)),
      },
    );
  };
  const decline = (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim() === '') return setError(t('booking.changeRequests.reasonRequired'));
    setError(undefined);
    send('decline');
  };

  return (
    <div className="grid gap-3">
      <ul className="list-disc pl-5 text-sm text-ivory">
        {/* The field names are the history's, lower case for mid-sentence use ("Changed: date and time"): a
            line starts with a capital. */}
        {lines.map((line) => (
          <li key={line} className="first-letter:uppercase">
            {line}
          </li>
        ))}
      </ul>
      {request.state === 'open' ? (
        <>
          <p className="text-xs text-stone-400">{t('booking.changeRequests.repriced')}</p>
          {/* The refusal takes the focus from Accept, which kept it while the answer was on its way: what the
              admin hears next is why it failed. */}
          {!declining && error ? (
            <p ref={focusOnMount} tabIndex={-1} role="alert" className="text-sm text-red-300 outline-none">
              {error}
            </p>
          ) : null}
          {declining ? (
            <form noValidate onSubmit={decline} className="grid gap-3">
              <Field id="change-decline-reason" label={t('booking.changeRequests.reason')} error={error}>
                <textarea
                  id="change-decline-reason"
                  rows={2}
                  maxLength={CHANGE_DECLINE_REASON_MAX}
                  value={reason}
                  onChange={(e) => setReason(e.target.value)}
                  aria-invalid={Boolean(error)}
                  aria-describedby={error ? 'change-decline-reason-error' : undefined}
                  className={inputClass}
                />
              </Field>
              <div className="flex flex-wrap gap-2">
                {/* Unavailable but focused while sent (BusyButton); refused, the focus is still here, with the
                    refusal read as its description. */}
                <BusyButton
                  type="submit"
                  busy={answer.isPending}
                  aria-describedby={error ? 'change-decline-reason-error' : undefined}
                  className="btn-gold aria-disabled:opacity-50"
                >
                  {t('booking.changeRequests.decline')}
                </BusyButton>
                <button
                  type="button"
                  onClick={() => setDeclining(false)}
                  className="rounded-sm border border-white/20 px-3 py-1.5 text-sm text-stone-200"
                >
                  {t('booking.changeRequests.back')}
                </button>
              </div>
            </form>
          ) : (
            <div className="flex flex-wrap gap-2">
              {/* Unavailable but focused while the answer is sent (BusyButton): a disabled Accept dropped the
                  keyboard to the page's body until the request's new state took it. */}
              <BusyButton
                busy={answer.isPending}
                onClick={() => send('accept')}
                className="btn-gold aria-disabled:opacity-50"
              >
                {t('booking.changeRequests.accept')}
              </BusyButton>
              <BusyButton
                busy={answer.isPending}
                onClick={() => {
                  setError(undefined);
                  setDeclining(true);
                }}
                className="rounded-sm border border-white/20 px-3 py-1.5 text-sm text-stone-200 hover:bg-white/5 aria-disabled:opacity-50"
              >
                {t('booking.changeRequests.declineWithReason')}
              </BusyButton>
            </div>
          )}
        </>
      ) : null}
    </div>
  );
}

/**
 * Issue 18 point 2: what the customer asked to change through their manage link, and the operator's
 * answer: accept (the server re-prices; a higher price then waits for the customer) or decline with a
 * reason the customer is e-mailed. Shown only when the booking has requests.
 */
export function BookingChangeRequests({ booking }: { booking: BookingRow }) {
  const { t, i18n } = useTranslation('admin');
  const { t: tMain } = useTranslation();
  const list = useBookingChangeRequests(booking.id);
  // The request this admin answered here: its new state takes the focus when it shows, as the buttons that
  // had it are gone (a colleague's answer, arriving live, moves nobody's focus).
  const [answered, setAnswered] = useState<string | null>(null);
  const requests = list.data?.change_requests ?? [];
  if (requests.length === 0) return null;
  // A change re-prices in the fare's currency (decisions 241, 247).
  const money = (amount: number) => formatMoney(amount, i18n.language, fareCurrency(booking.currency));
  const stateLine = (request: ChangeRequest) => {
    if (request.state === 'awaiting_customer')
      return t('booking.changeRequests.awaiting', {
        previous: money(request.previous_total_fare),
        total: money(request.total_fare ?? 0),
      });
    if (request.state === 'declined')
      return tMain('labelled', {
        label: t('booking.changeRequests.states.declined'),
        value: request.reason ?? '',
      });
    // Closed with its booking (decision 277): what ended it, when the server says.
    if (request.state === 'closed' && request.closed_by)
      return t(`booking.changeRequests.closedBy.${request.closed_by}`);
    return t(`booking.changeRequests.states.${request.state}`);
  };
  return (
    <section aria-labelledby="booking-change-requests" className="mt-8">
      <h2 id="booking-change-requests" className="mb-3 font-display text-2xl font-semibold text-ivory">
        {t('booking.changeRequests.title')}
      </h2>
      <ol className="divide-y divide-white/5 rounded-md border border-white/10 bg-ink-900">
        {requests.map((request) => (
          <li key={request.id} className="grid gap-2 p-4" data-testid="change-request">
            <p className="text-xs text-stone-400">
              <time dateTime={request.requested_at}>
                {formatBrussels(request.requested_at, i18n.language, 'dateTime')}
              </time>
              {' · '}
              {/* Keyed by state: mounted anew when the answer's outcome shows. */}
              <span
                key={request.state}
                ref={answered === request.id && request.state !== 'open' ? focusOnMount : undefined}
                tabIndex={-1}
                className={`outline-none ${request.state === 'open' ? 'font-semibold text-gold-200' : ''}`}
              >
                {stateLine(request)}
              </span>
            </p>
            <OpenRequest booking={booking} request={request} onAnswer={() => setAnswered(request.id)} />
          </li>
        ))}
      </ol>
    </section>
  );
}
