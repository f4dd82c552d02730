import { useState, type FormEvent, type ReactNode } from 'react';
import { BusyButton } from '../../../components/confirm/BusyButton';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import {
  LANGUAGES,
  MAX_LUGGAGE,
  MAX_PASSENGERS,
  phoneSchema,
  scheduledTimeSchema,
  wallTimeOfLocal,
  type Quote,
} from '@chauffeur/contracts';
import { RepeatedHourChoice } from '../../clock-change';
import { PlaceInput } from '../../places';
import { ApiError, useErrorMessage } from '../../../lib/api';
import { useFieldErrorMessage } from '../../../i18n/field-problem-text';
import { formatMoney } from '../../../lib/format';
import { formatNumber } from '../../../lib/intl';
import { toast } from '../../../lib/toast';
import { useAdminVehicles, useCompanyCurrency } from '../api/queries';
import { Field, inputClass } from '../ui/Field';
import { issueMessages } from '../ui/form-errors';
import {
  SERVER_FIELD,
  missingFields,
  phoneBookingBody,
  pricesDiffer,
  whenSkipped,
  whenUnchosen,
  type PhoneBookingForm,
} from './phone-booking';
import { usePhoneQuote } from './usePhoneQuote';

/**
 * What the form's phone and pickup time break of the contracts' rules (decision 281), by form field, in the
 * admin's language; only for a form with no missing field.
 */
function ruleMessages(form: PhoneBookingForm, t: TFunction<'admin'>) {
  const body = phoneBookingBody(form);
  type Issue = Parameters<typeof issueMessages>[0][number];
  const issues = (field: keyof PhoneBookingForm, result: { error?: { issues: readonly Issue[] } }) =>
    (result.error?.issues ?? []).map((issue) => ({ ...issue, path: [field] }));
  return issueMessages(
    [
      ...issues('phone', phoneSchema.safeParse(body.emergency_contact_phone)),
      ...issues('when', scheduledTimeSchema.safeParse(body.scheduled_time)),
    ],
    t,
  );
}

const PASSENGERS = Array.from({ length: MAX_PASSENGERS }, (_, i) => i + 1);
const LUGGAGE = Array.from({ length: MAX_LUGGAGE + 1 }, (_, i) => i);

/** A labelled control whose error names it (the place inputs carry their own label). */
function Labelled({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <Field id={id} label={label} error={error}>
      {children}
    </Field>
  );
}

export interface BookingFormProps {
  /** The form's first values: empty for a phone booking, the booking's own for a change. */
  initial: PhoneBookingForm;
  /**
   * A change (decision 142): the fare the booking has now. Shown as kept while no place, vehicle nor round
   * trip differs from `initial`; once one does, the quote's price for the new trip is shown instead.
   */
  keptFare?: number;
  /**
   * A change: the booking's fare currency (decision 247), in which it is kept or re-priced (decision 241).
   * A new booking's quote is shown in the currency it carries (decision 265).
   */
  fareCurrency?: string;
  /** A change cannot give the booking another e-mail (decision 143): shown, not editable. */
  lockedEmail?: boolean;
  pending: boolean;
  submitLabel: string;
  sendingLabel: string;
  /**
   * Sends the form (all required fields filled) with the quote it shows, if any; `fail` shows what the
   * server refused beside its field.
   */
  onSubmit: (form: PhoneBookingForm, fail: (error: unknown) => void, quote?: Quote) => void;
}

/**
 * The booking form of the admin panel (issue 17 point 5): the wizard's fields in one screen, used to enter
 * a phone booking and to change a booking. It checks only that the required fields are filled; the server
 * applies the rules and prices, and what it refuses is shown beside its field.
 */
export function BookingForm({
  initial,
  keptFare,
  fareCurrency,
  lockedEmail = false,
  pending,
  submitLabel,
  sendingLabel,
  onSubmit,
}: BookingFormProps) {
  const { t, i18n } = useTranslation('admin');
  const message = useErrorMessage();
  // A booking rule the server refused (lead time, capacity), in the admin's language (decision 277).
  const fieldMessage = useFieldErrorMessage();
  const vehicles = useAdminVehicles();
  const companyCurrency = useCompanyCurrency();
  const [form, setForm] = useState<PhoneBookingForm>(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof PhoneBookingForm, string>>>({});
  const quote = usePhoneQuote(form.pickup, form.dropoff, form.roundTrip, form.language);
  // A fare is shown in the currency it is in: a change's in the booking's (re-priced in it, decision 241),
  // a new booking's quote in the one the quote carries (decision 265: the company's may have changed since
  // the page read it); a price per km, before any quote, in the company's now.
  const money = (amount: number) => formatMoney(amount, i18n.language, fareCurrency ?? companyCurrency);
  const quoted = (amount: number) =>
    formatMoney(amount, i18n.language, fareCurrency ?? quote.data?.currency ?? companyCurrency);
  const fareOf = (vehicleId: string) =>
    quote.data?.vehicles.find((offer) => offer.vehicle.id === vehicleId)?.total_fare;
  const chosenFare = fareOf(form.vehicleId);
  const repriced = pricesDiffer(initial, form);
  // A field's error goes as soon as it is changed: what is left red is what still needs the admin.
  const set = <K extends keyof PhoneBookingForm>(field: K, value: PhoneBookingForm[K]) => {
    setForm((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _changed, ...others }) => others);
  };
  const control = (field: keyof PhoneBookingForm) => ({
    id: `phone-${field}`,
    'aria-invalid': Boolean(errors[field]),
    'aria-describedby': errors[field] ? `phone-${field}-error` : undefined,
    className: inputClass,
  });

  const fail = (error: unknown) => {
    const byField = error instanceof ApiError ? error.fieldErrors : [];
    const mapped = Object.fromEntries(
      byField
        .map((f) => [SERVER_FIELD[f.field.replace(/^body\./, '').split('.')[0]!], fieldMessage(f)] as const)
        .filter(([field]) => field !== undefined),
    );
    setErrors(mapped);
    if (Object.keys(mapped).length === 0) toast.error(message(error));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const missing = missingFields(form);
    const skipped = whenSkipped(form);
    // 02:30 on the fall-back night happens twice: the admin says which, nothing is taken silently.
    const unchosen = whenUnchosen(form);
    if (missing.length > 0 || skipped || unchosen) {
      setErrors({
        ...Object.fromEntries(missing.map((field) => [field, t('formErrors.required')])),
        // 02:30 on the spring-forward night: no such time in Brussels, said rather than shifted silently.
        ...(skipped ? { when: t('phoneBooking.timeSkipped') } : {}),
        // The choice says its own error (RepeatedHourChoice); the key only marks it.
        ...(unchosen ? { whenPass: 'unchosen' } : {}),
      });
      document.getElementById(`phone-${skipped ? 'when' : unchosen ? 'whenPass' : missing[0]}`)?.focus();
      return;
    }
    // The contracts' phone and horizon rules, said in the panel's language (the server's answer is English).
    const refused = ruleMessages(form, t);
    if (Object.keys(refused).length > 0) {
      setErrors(refused);
      document.getElementById(`phone-${Object.keys(refused)[0]}`)?.focus();
      return;
    }
    setErrors({});
    onSubmit(form, fail, quote.data);
  };

  return (
    <form noValidate onSubmit={submit} className="grid max-w-3xl gap-5">
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 font-display text-xl text-ivory">{t('phoneBooking.trip')}</legend>
        <div id="phone-pickup" tabIndex={-1}>
          <PlaceInput
            label={t('phoneBooking.pickup')}
            value={form.pickup}
            onChange={(p) => set('pickup', p)}
          />
          {errors.pickup ? (
            <p className="mt-1 text-xs text-red-300">{t('phoneBooking.placeRequired')}</p>
          ) : null}
        </div>
        <div id="phone-dropoff" tabIndex={-1}>
          <PlaceInput
            label={t('phoneBooking.dropoff')}
            value={form.dropoff}
            onChange={(p) => set('dropoff', p)}
          />
          {errors.dropoff ? (
            <p className="mt-1 text-xs text-red-300">{t('phoneBooking.placeRequired')}</p>
          ) : null}
        </div>
        <Labelled id="phone-when" label={t('phoneBooking.when')} error={errors.when}>
          <input
            type="datetime-local"
            {...control('when')}
            value={form.when}
            onChange={(e) => {
              set('when', e.target.value);
              // A new time asks again which pass of a repeated hour is meant (decision 240).
              set('whenPass', null);
            }}
          />
        </Labelled>
        <div className="sm:col-span-2 empty:hidden">
          <RepeatedHourChoice
            id="phone-whenPass"
            {...wallTimeOfLocal(form.when)}
            value={form.whenPass}
            onChange={(pass) => set('whenPass', pass)}
            invalid={Boolean(errors.whenPass)}
          />
        </div>
        <Labelled id="phone-vehicleId" label={t('phoneBooking.vehicle')} error={errors.vehicleId}>
          <select
            {...control('vehicleId')}
            value={form.vehicleId}
            onChange={(e) => set('vehicleId', e.target.value)}
          >
            <option value="">{t('phoneBooking.choose')}</option>
            {(vehicles.data ?? []).map((vehicle) => (
              <option key={vehicle.id} value={vehicle.id}>
                {/* The trip's fare once both places are known (the quote), else the price per km. */}
                {fareOf(vehicle.id) === undefined
                  ? `${vehicle.name} · ${money(vehicle.price_per_km)}/km`
                  : `${vehicle.name} · ${quoted(fareOf(vehicle.id)!)}`}
              </option>
            ))}
          </select>
        </Labelled>
        {keptFare !== undefined && !repriced ? (
          <p data-testid="phone-price" className="text-sm text-ivory sm:col-span-2">
            {t('editBooking.priceKept', { fare: money(keptFare) })}
          </p>
        ) : chosenFare !== undefined && quote.data ? (
          <p data-testid="phone-price" className="text-sm text-ivory sm:col-span-2">
            {t('phoneBooking.price', {
              fare: quoted(chosenFare),
              km: formatNumber(quote.data.distance_km, i18n.language, 1),
              minutes: quote.data.duration_minutes,
            })}
          </p>
        ) : null}
        <Labelled id="phone-passengers" label={t('phoneBooking.passengers')} error={errors.passengers}>
          <select
            {...control('passengers')}
            value={form.passengers}
            onChange={(e) => set('passengers', Number(e.target.value))}
          >
            {PASSENGERS.map((n) => (
              <option key={n}>{n}</option>
            ))}
          </select>
        </Labelled>
        <Labelled id="phone-luggage" label={t('phoneBooking.luggage')} error={errors.luggage}>
          <select
            {...control('luggage')}
            value={form.luggage}
            onChange={(e) => set('luggage', Number(e.target.value))}
          >
            {LUGGAGE.map((n) => (
              <option key={n}>{n}</option>
            ))}
          </select>
        </Labelled>
        <Labelled id="phone-flightNumber" label={t('phoneBooking.flight')} error={errors.flightNumber}>
          <input
            {...control('flightNumber')}
            value={form.flightNumber}
            onChange={(e) => set('flightNumber', e.target.value)}
          />
        </Labelled>
        <label className="flex items-center gap-2 self-end pb-2 text-sm text-stone-200">
          <input
            type="checkbox"
            checked={form.roundTrip}
            onChange={(e) => set('roundTrip', e.target.checked)}
          />
          {t('phoneBooking.roundTrip')}
        </label>
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 font-display text-xl text-ivory">{t('phoneBooking.customer')}</legend>
        <Labelled id="phone-name" label={t('phoneBooking.name')} error={errors.name}>
          <input
            {...control('name')}
            autoComplete="off"
            value={form.name}
            onChange={(e) => set('name', e.target.value)}
          />
        </Labelled>
        <Labelled id="phone-phone" label={t('phoneBooking.phone')} error={errors.phone}>
          <input
            type="tel"
            {...control('phone')}
            autoComplete="off"
            value={form.phone}
            onChange={(e) => set('phone', e.target.value)}
          />
        </Labelled>
        <Labelled id="phone-email" label={t('phoneBooking.email')} error={errors.email}>
          <input
            type="email"
            {...control('email')}
            // Shown, not editable (decision 143): dimmed so it does not read as a field to fill.
            className={lockedEmail ? `${inputClass} opacity-60` : inputClass}
            autoComplete="off"
            value={form.email}
            readOnly={lockedEmail}
            onChange={(e) => set('email', e.target.value)}
          />
        </Labelled>
        <Labelled id="phone-language" label={t('phoneBooking.language')} error={errors.language}>
          <select
            {...control('language')}
            value={form.language}
            onChange={(e) => set('language', e.target.value as PhoneBookingForm['language'])}
          >
            {LANGUAGES.map((language) => (
              <option key={language} value={language}>
                {t(`phoneBooking.languages.${language}`)}
              </option>
            ))}
          </select>
        </Labelled>
      </fieldset>
      <div>
        <BusyButton type="submit" busy={pending} className="btn-gold aria-disabled:opacity-50">
          {pending ? sendingLabel : submitLabel}
        </BusyButton>
      </div>
    </form>
  );
}
