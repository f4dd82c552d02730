import { useRef, useState, type ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { formatBrussels, passOf, type BookingCreated, type FieldError } from '@chauffeur/contracts';
import { ApiError, errorMessage } from '../../../lib/api';
import { fieldErrorMessage } from '../../../i18n/field-problem-text';
import { PATHS } from '../../../lib/paths';
import { useFormat } from '../../../lib/useFormat';
import { currentLanguage } from '../../../i18n';
import { SITE } from '../../../lib/site';
import { BusyButton } from '../../../components/confirm/BusyButton';
import { tripProblems } from '../api/placeProblems';
import { attemptFor, bookingBody, postBooking } from '../api/submitBooking';
import { fetchQuote, quoteKey, useQuote } from '../api/useQuote';
import { adjustSchedule, earliestPickup, scheduledAt, type WizardError } from '../wizard/rules';
import { useWizard, type WizardStep } from '../wizard/store';
import { StepHeading } from './fields';
import { useWhen } from './useWhen';

/**
 * Which step fixes a field the server refused (its problem lists `body.<field>`) and, where the wizard has
 * words for the rule, the error it shows in the visitor's language instead of the server's English.
 */
const SERVER_FIELDS: Record<string, { step: WizardStep; error?: WizardError }> = {
  pickup_location: { step: 1 },
  dropoff_location: { step: 1 },
  pickup_address_line: { step: 1, error: 'addressLineFormat' },
  dropoff_address_line: { step: 1, error: 'addressLineFormat' },
  scheduled_time: { step: 1 },
  passenger_count: { step: 1 },
  luggage_count: { step: 1 },
  flight_number: { step: 1, error: 'flightFormat' },
  is_round_trip: { step: 1 },
  vehicle_id: { step: 2 },
  emergency_contact_name: { step: 3 },
  emergency_contact_phone: { step: 3, error: 'phoneFormat' },
  emergency_contact_email: { step: 3, error: 'emailFormat' },
};
type Row = { key: string; label: string; value: ReactNode; step: WizardStep; fields: string[] };

const fieldName = (error: FieldError) => error.field.replace(/^body\./, '');

/** Step 4, Confirmation: the summary of SPEC 2, then one booking per confirmation (Idempotency-Key). */
export function SummaryStep({
  leadTimeHours,
  onConfirmed,
}: {
  leadTimeHours: number;
  onConfirmed: (booking: BookingCreated) => void;
}) {
  const { t } = useTranslation();
  // A refused field in the visitor's words where the wizard knows the rule, else the server's coded rule
  // in the page's language (lead time, capacity: decision 277), else as the server said it.
  const messageOf = (f: FieldError) => {
    const error = SERVER_FIELDS[fieldName(f)]?.error;
    return error ? t(`wizard.errors.${error}`) : fieldErrorMessage(f, t);
  };
  const format = useFormat();
  const when = useWhen();
  const client = useQueryClient();
  const data = useWizard();
  const at = scheduledAt(data.date, data.time, data.timePass);
  const quote = useQuote(data.pickup, data.destination, data.roundTrip, at?.toISOString() ?? null);
  const vehicle = quote.data?.vehicles.find((item) => item.vehicle.id === data.vehicleId)?.vehicle;
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<{ message: string; fields: FieldError[] } | null>(null);
  const [newPrice, setNewPrice] = useState<{ fare: number; currency: string } | null>(null);
  const [timeMoved, setTimeMoved] = useState(false);
  const busy = useRef(false);

  const confirm = async () => {
    if (busy.current) return;
    busy.current = true;
    setSending(true);
    setFailure(null);
    try {
      const state = useWizard.getState();
      if (!bookingBody(state, currentLanguage()) || !state.pickup || !state.destination) {
        setFailure({ message: t('wizard.missingInformation'), fields: [] });
        return;
      }
      // The pickup step 1 set at the earliest the notice allows is too soon a few minutes later: a visitor who
      // lingers here would be refused by the server. Moved to the new earliest and asked again, as for a price.
      const now = new Date();
      const schedule = adjustSchedule(state.date, state.time, now, leadTimeHours, state.timePass);
      if (schedule.moved) {
        state.update({
          date: schedule.date,
          time: schedule.time,
          timePass: passOf(earliestPickup(now, leadTimeHours)),
        });
        setNewPrice(null);
        setTimeMoved(true);
        return;
      }
      setTimeMoved(false);
      // The server prices the trip; if a rate changed since step 2, show the new price and ask again.
      const when = scheduledAt(state.date, state.time, state.timePass)?.toISOString() ?? null;
      const fresh = await client.fetchQuery({
        queryKey: quoteKey(state.pickup, state.destination, state.roundTrip, when),
        queryFn: ({ signal }) => fetchQuote(state.pickup!, state.destination!, state.roundTrip, signal, when),
        staleTime: 0,
      });
      const current = fresh.vehicles.find((item) => item.vehicle.id === state.vehicleId);
      // Booked by someone else since step 2 (issue 17): said before sending, as the server would refuse it.
      if (current && !current.available) {
        setFailure({ message: t('wizard.errors.vehicleUnavailable'), fields: [] });
        return;
      }
      // A new currency (the company changed it during the visit) is a new price too: the booking is
      // charged in the fresh quote's (decision 261).
      if (
        current &&
        state.routeInfo &&
        (current.total_fare !== state.routeInfo.fare || fresh.currency !== state.routeInfo.currency)
      ) {
        state.update({
          routeInfo: {
            distance_km: fresh.distance_km,
            duration_minutes: fresh.duration_minutes,
            fare: current.total_fare,
            currency: fresh.currency,
          },
        });
        setNewPrice({ fare: current.total_fare, currency: fresh.currency });
        return;
      }
      // The fresh quote's verified places and token: the booking is charged the price shown (issue 13).
      const body = bookingBody(state, currentLanguage(), fresh)!;
      const attempt = attemptFor(state.attempt, body);
      state.update({ attempt });
      const created = await postBooking(JSON.parse(attempt.body) as typeof body, attempt.key);
      setNewPrice(null);
      onConfirmed(created);
    } catch (error) {
      const problems = tripProblems(error);
      // A quote that no longer holds: the next confirmation starts afresh, with a new quote and key.
      if (problems.quote) useWizard.getState().update({ attempt: null });
      const fields = error instanceof ApiError ? error.fieldErrors : [];
      const translated = [
        // The per-address limit of public writes (issue 13): say so kindly, with the phone as a way out.
        error instanceof ApiError && error.status === 429
          ? t('wizard.errors.tooManyRequests', { phone: SITE.phoneDisplay })
          : null,
        problems.quote ? t(`wizard.errors.${problems.quote}`) : null,
        // Every car of the model was taken between the check above and the booking (issue 17).
        error instanceof ApiError && error.status === 409 && error.problem?.title === 'Vehicle unavailable'
          ? t('wizard.errors.vehicleUnavailable')
          : null,
        ...(['pickup', 'destination'] as const).map((end) => {
          const problem = problems[end];
          return problem
            ? t(`wizard.errors.${problem}`, { km: problems.km, phone: SITE.phoneDisplay })
            : null;
        }),
      ].filter((m): m is string => m !== null);
      const message =
        translated.length > 0
          ? translated.join(' ')
          : fields.length > 0
            ? fields.map(messageOf).join('. ')
            : errorMessage(error, t);
      setFailure({ message, fields: translated.length > 0 ? [] : fields });
    } finally {
      busy.current = false;
      setSending(false);
    }
  };

  // The street and number the visitor added to a place (issue 14): a row of its own, only when there is one.
  const addressLineRow = (key: string, label: string, line: string, field: string): Row[] =>
    line.trim() ? [{ key, label, value: line.trim(), step: 1, fields: [field] }] : [];
  const plural = (key: 'wizard.passengerCount' | 'wizard.luggageCount', count: number) => t(key, { count });
  const rows: Row[] = [
    {
      key: 'from',
      label: t('wizard.from'),
      // The address the server verified and will store (a "current location" becomes its nearest place).
      value: quote.data?.pickup.address ?? data.pickup?.address,
      step: 1,
      fields: ['pickup_location'],
    },
    ...addressLineRow('fromLine', t('wizard.pickupAddress'), data.pickupAddressLine, 'pickup_address_line'),
    {
      key: 'to',
      label: t('wizard.to'),
      value: quote.data?.dropoff.address ?? data.destination?.address,
      step: 1,
      fields: ['dropoff_location'],
    },
    ...addressLineRow(
      'toLine',
      t('wizard.destinationAddress'),
      data.destinationAddressLine,
      'dropoff_address_line',
    ),
    {
      key: 'date',
      label: t('wizard.date'),
      value: at ? formatBrussels(at, format.language, 'fullDate') : null,
      step: 1,
      fields: ['scheduled_time'],
    },
    {
      key: 'time',
      label: t('wizard.time'),
      // Brussels time, said as the e-mails say it: the visitor may be abroad (decision 234).
      value: at
        ? t('wizard.brusselsTimeValue', {
            time: formatBrussels(at, format.language, 'time'),
          })
        : null,
      step: 1,
      fields: [],
    },
    {
      key: 'passengers',
      label: t('wizard.passengers'),
      value: plural('wizard.passengerCount', data.passengers),
      step: 1,
      fields: ['passenger_count'],
    },
    {
      key: 'luggage',
      label: t('wizard.luggage'),
      value: plural('wizard.luggageCount', data.luggage),
      step: 1,
      fields: ['luggage_count'],
    },
    ...(data.flightNumber.trim()
      ? [
          {
            key: 'flight',
            label: t('wizard.flightNumber'),
            value: data.flightNumber.trim(),
            step: 1 as const,
            fields: ['flight_number'],
          },
        ]
      : []),
    {
      key: 'vehicle',
      label: t('wizard.vehicle'),
      value: vehicle?.name ?? '…',
      step: 2,
      fields: ['vehicle_id'],
    },
    {
      key: 'roundTrip',
      label: t('wizard.roundTripPrice'),
      value: data.roundTrip ? t('wizard.yes') : t('wizard.no'),
      step: 1,
      fields: ['is_round_trip'],
    },
    {
      key: 'name',
      label: t('wizard.fullName'),
      value: data.name,
      step: 3,
      fields: ['emergency_contact_name'],
    },
    {
      key: 'phone',
      label: t('wizard.phone'),
      value: data.phone,
      step: 3,
      fields: ['emergency_contact_phone'],
    },
    {
      key: 'email',
      label: t('wizard.email'),
      value: data.email,
      step: 3,
      fields: ['emergency_contact_email'],
    },
  ];
  const rowErrors = (row: Row) =>
    failure?.fields.filter((f) => row.fields.includes(fieldName(f)) && SERVER_FIELDS[fieldName(f)]) ?? [];

  return (
    <section className="space-y-6">
      <StepHeading>{t('wizard.steps.confirm')}</StepHeading>
      <dl className="divide-y divide-white/10 rounded-md border border-gold-500/25 bg-ink-900 px-5">
        {rows.map((row) => (
          <div
            key={row.key}
            className="grid grid-cols-[7rem_minmax(0,1fr)] items-start gap-3 py-3 sm:grid-cols-[9rem_minmax(0,1fr)]"
          >
            <dt className="pt-0.5 text-xs tracking-[0.12em] text-stone-400 uppercase">{row.label}</dt>
            {/* The change button is inside the description: a list item holds only its term and description
                (axe definition-list), and a reader hears the button after the value it changes. */}
            <dd className="flex items-start justify-between gap-3 text-sm text-ivory">
              <div className="min-w-0 break-words">
                {row.value}
                {rowErrors(row).map((f) => (
                  <span key={f.field} className="mt-1 block text-xs text-red-300">
                    {messageOf(f)}
                  </span>
                ))}
              </div>
              <button
                type="button"
                onClick={() => data.goTo(row.step)}
                aria-label={t('labelled', { label: t('wizard.edit'), value: row.label })}
                className="-my-2 min-h-11 shrink-0 px-1 text-xs font-semibold text-gold-300 underline-offset-4 hover:underline"
              >
                {t('wizard.edit')}
              </button>
            </dd>
          </div>
        ))}
      </dl>
      <div
        aria-live="polite"
        className="flex items-baseline justify-between gap-4 rounded-md border border-gold-500/40 bg-gold-500/10 px-5 py-4"
      >
        <div>
          <p className="text-xs font-semibold tracking-[0.18em] text-gold-300 uppercase">
            {t('wizard.totalPrice')}
          </p>
          <p className="mt-1 text-xs text-stone-300">{t('wizard.taxesIncluded')}</p>
        </div>
        <p className="font-display text-3xl font-semibold text-gold-200" data-testid="total-price">
          {data.routeInfo ? format.money(data.routeInfo.fare, data.routeInfo.currency) : '—'}
        </p>
      </div>
      {timeMoved && at ? (
        <p
          role="alert"
          className="rounded-md border border-gold-400/60 bg-gold-500/10 px-4 py-3 text-sm text-gold-100"
        >
          {t('wizard.leadTimeMoved', { count: leadTimeHours, when: when(at) })} {t('wizard.confirmAgain')}
        </p>
      ) : null}
      {newPrice !== null ? (
        <p
          role="alert"
          className="rounded-md border border-gold-400/60 bg-gold-500/10 px-4 py-3 text-sm text-gold-100"
        >
          {t('wizard.priceChanged', { price: format.money(newPrice.fare, newPrice.currency) })}
        </p>
      ) : null}
      {failure ? (
        <p
          role="alert"
          className="rounded-md border border-red-500/60 bg-red-950/50 px-4 py-3 text-sm text-red-200"
        >
          {t('wizard.failed', { message: failure.message })}
        </p>
      ) : null}
      <p className="text-xs text-stone-400">
        <Trans
          i18nKey="wizard.terms"
          components={{ 1: <Link to={PATHS.terms} className="text-gold-300 underline" /> }}
        />
      </p>
      <BusyButton
        busy={sending}
        onClick={() => void confirm()}
        className="btn-gold w-full aria-disabled:cursor-wait aria-disabled:opacity-60 sm:w-auto"
      >
        {sending ? t('wizard.processing') : t('wizard.confirm')}
      </BusyButton>
    </section>
  );
}
