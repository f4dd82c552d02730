import { useId, useLayoutEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BOOKING_HORIZON_YEARS, passOf, type ClockPass, type Location } from '@chauffeur/contracts';
import { RepeatedHourChoice } from '../../clock-change';
import { PlaceInput } from '../../places';
import { SITE } from '../../../lib/site';
import { tripProblems } from '../api/placeProblems';
import { useQuote } from '../api/useQuote';
import {
  LUGGAGE_CHOICES,
  PASSENGER_CHOICES,
  adjustSchedule,
  earliestPickup,
  placesChosen,
  scheduledAt,
  tripErrors,
} from '../wizard/rules';
import { deviceTimeOf } from '../wizard/device-time';
import { dateValue, timeValue, useWizard } from '../wizard/store';
import { AddressLineField } from './AddressLineField';
import { ChosenVehicle } from './ChosenVehicle';
import { CurrentLocationButton } from './CurrentLocationButton';
import { Field, StepHeading, describedBy, inputClass } from './fields';
import { useWhen } from './useWhen';
import { currentLanguage } from '../../../i18n';

/** Step 1, Trajet: places, date and time (moved past the lead time), party, flight, round trip. */
export function TripStep({ leadTimeHours }: { leadTimeHours: number }) {
  const { t } = useTranslation();
  const id = useId();
  const when = useWhen();
  const data = useWizard();
  const { update } = data;
  // Bumped when a place is set from outside the input (current location), so the input shows it.
  const [pickupVersion, setPickupVersion] = useState(0);
  const [moved, setMoved] = useState(false);
  // Continue was pressed: a missing summer/winter choice (decision 240) is now said, not only asked.
  const [continued, setContinued] = useState(false);
  const now = new Date();
  const errors = tripErrors(data, now, leadTimeHours);
  // Empty only before the first effect (and in the pre-rendered page): not the visitor's doing.
  if (!data.scheduleChosen) {
    if (errors.date === 'dateRequired') delete errors.date;
    if (errors.time === 'timeRequired') delete errors.time;
  }
  // The quote is asked as soon as both places are picked: a place the server refuses is said here, at once.
  const quote = useQuote(data.pickup, data.destination, data.roundTrip);
  const problems = tripProblems(quote.error);
  const placeProblem = (end: 'pickup' | 'destination') => {
    const problem = problems[end];
    return problem ? (
      <p role="alert" className="mt-1 text-xs text-red-300">
        {t(`wizard.errors.${problem}`, { km: problems.km, phone: SITE.phoneDisplay })}
      </p>
    ) : null;
  };
  const canContinue = placesChosen(data) && !problems.pickup && !problems.destination;

  const schedule = (date: string, time: string, pass: ClockPass | null) => {
    const now = new Date();
    const next = adjustSchedule(date, time, now, leadTimeHours, pass);
    // Moved to the earliest pickup: its pass, should that fall in the repeated autumn hour.
    update({
      date: next.date,
      time: next.time,
      ...(next.moved ? { timePass: passOf(earliestPickup(now, leadTimeHours)) } : {}),
    });
    setMoved(next.moved);
  };

  // SPEC 5's "today and now", moved forward as far as the notice period demands: the earliest pickup
  // allowed, until the visitor picks another. A date chosen earlier (a reload, a changed setting) that is
  // now too soon is moved, and that is said. Again after a hand-off: an earlier booking's (decision 347)
  // starts the wizard afresh after this step has mounted.
  const handoff = useWizard((s) => s.handoff);
  useLayoutEffect(() => {
    const { date, time, timePass, scheduleChosen, update: set } = useWizard.getState();
    if (!scheduleChosen) {
      const earliest = earliestPickup(new Date(), leadTimeHours);
      set({ date: dateValue(earliest), time: timeValue(earliest), timePass: passOf(earliest) });
      // The clock and the wizard's store are read here, after mounting, not while rendering (impure).
      // eslint-disable-next-line react-hooks/set-state-in-effect -- see above
      setMoved(false);
      return;
    }
    const now = new Date();
    const next = adjustSchedule(date, time, now, leadTimeHours, timePass);
    set({
      date: next.date,
      time: next.time,
      ...(next.moved ? { timePass: passOf(earliestPickup(now, leadTimeHours)) } : {}),
    });
    setMoved(next.moved);
  }, [leadTimeHours, handoff]);

  const setPickupHere = (place: Location) => {
    update({ pickup: place });
    setPickupVersion((v) => v + 1);
  };

  const onContinue = () => {
    const { date, time, timePass } = useWizard.getState();
    schedule(date, time, timePass);
    const state = useWizard.getState();
    const left = tripErrors(state, new Date(), leadTimeHours);
    if (Object.keys(left).length === 0) state.goTo(2);
    else {
      setContinued(true);
      if (left.timePass) document.getElementById(`${id}-time-pass`)?.focus();
    }
  };

  const earliest = when(earliestPickup(now, leadTimeHours));
  const at = scheduledAt(data.date, data.time, data.timePass);
  // Only on a device whose clock differs from Brussels' at the pickup: what that pickup is for them.
  const onDevice = at && !errors.date && !errors.time ? deviceTimeOf(at, currentLanguage()) : null;
  const scheduleHint =
    moved && at
      ? t('wizard.leadTimeMoved', { count: leadTimeHours, when: when(at) })
      : leadTimeHours > 0
        ? t('wizard.leadTimeNote', { count: leadTimeHours, when: earliest })
        : undefined;
  const err = (key?: string) =>
    key
      ? t(`wizard.errors.${key}` as 'wizard.errors.dateInPast', {
          count: leadTimeHours,
          years: BOOKING_HORIZON_YEARS,
        })
      : null;

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (canContinue) onContinue();
      }}
      className="space-y-5"
    >
      <StepHeading>{t('wizard.steps.trip')}</StepHeading>
      <ChosenVehicle />
      <div>
        <PlaceInput
          // The inputs keep their own text: a hand-off or a located pickup remounts them with the new place.
          key={`pickup-${data.handoff}-${pickupVersion}`}
          label={t('wizard.pickup')}
          value={data.pickup}
          onChange={(pickup) => update({ pickup })}
          placeholder={t('wizard.pickupPlaceholder')}
        />
        {placeProblem('pickup')}
        <CurrentLocationButton onLocate={setPickupHere} />
      </div>
      <AddressLineField
        id={`${id}-pickup-line`}
        label={t('wizard.pickupAddressLine')}
        autoCompleteSection="pickup"
        value={data.pickupAddressLine}
        error={err(errors.pickupAddressLine)}
        onChange={(pickupAddressLine) => update({ pickupAddressLine })}
      />
      <div>
        <PlaceInput
          key={`destination-${data.handoff}`}
          label={t('wizard.destination')}
          value={data.destination}
          onChange={(destination) => update({ destination })}
          placeholder={t('wizard.destinationPlaceholder')}
        />
        {placeProblem('destination')}
      </div>
      {errors.destination === 'samePlace' ? (
        <p role="alert" className="-mt-3 text-xs text-red-300">
          {t('wizard.errors.samePlace')}
        </p>
      ) : null}
      <AddressLineField
        id={`${id}-destination-line`}
        label={t('wizard.destinationAddressLine')}
        autoCompleteSection="destination"
        value={data.destinationAddressLine}
        error={err(errors.destinationAddressLine)}
        onChange={(destinationAddressLine) => update({ destinationAddressLine })}
      />

      {/* A new date or time asks again which pass of a repeated hour is meant (decision 240). */}
      <div className="grid grid-cols-2 gap-4">
        <Field id={`${id}-date`} label={t('wizard.date')} error={err(errors.date)}>
          <input
            id={`${id}-date`}
            type="date"
            required
            min={dateValue(now)}
            value={data.date}
            onChange={(event) => update({ date: event.target.value, timePass: null, scheduleChosen: true })}
            onBlur={() => schedule(data.date, data.time, data.timePass)}
            className={`${inputClass} border-white/15`}
            {...describedBy(`${id}-date`, err(errors.date))}
          />
        </Field>
        <Field id={`${id}-time`} label={t('wizard.time')} error={err(errors.time)}>
          <input
            id={`${id}-time`}
            type="time"
            // Where "Choose another time" of step 2 lands (ReservationPage focuses it on arrival).
            data-wizard-time=""
            required
            step={300}
            value={data.time}
            onChange={(event) => update({ time: event.target.value, timePass: null, scheduleChosen: true })}
            onBlur={() => schedule(data.date, data.time, data.timePass)}
            className={`${inputClass} border-white/15`}
            {...describedBy(`${id}-time`, err(errors.time))}
          />
        </Field>
      </div>
      <RepeatedHourChoice
        id={`${id}-time-pass`}
        date={data.date}
        time={data.time}
        value={data.timePass}
        onChange={(timePass) => update({ timePass })}
        invalid={continued && Boolean(errors.timePass)}
      />
      {onDevice ? (
        <p data-testid="brussels-time-note" className="-mt-3 text-sm text-stone-300">
          {t('wizard.brusselsTimeNote', { local: onDevice })}
        </p>
      ) : null}
      {scheduleHint && !errors.date && !errors.time ? (
        <p
          aria-live="polite"
          className="-mt-3 rounded-sm border border-gold-500/25 bg-gold-500/5 px-3 py-2 text-sm text-gold-200"
        >
          {scheduleHint}
        </p>
      ) : null}

      {/* Side by side from 640 px: on a phone half the width left "10 Gepäckstücke" under the select's arrow. */}
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Field id={`${id}-passengers`} label={t('wizard.passengers')}>
          <select
            id={`${id}-passengers`}
            value={data.passengers}
            onChange={(event) => update({ passengers: Number(event.target.value) })}
            className={`${inputClass} border-white/15`}
          >
            {PASSENGER_CHOICES.map((count) => (
              <option key={count} value={count}>
                {t('wizard.passengerCount', { count })}
              </option>
            ))}
          </select>
        </Field>
        <Field id={`${id}-luggage`} label={t('wizard.luggage')}>
          <select
            id={`${id}-luggage`}
            value={data.luggage}
            onChange={(event) => update({ luggage: Number(event.target.value) })}
            className={`${inputClass} border-white/15`}
          >
            {LUGGAGE_CHOICES.map((count) => (
              <option key={count} value={count}>
                {t('wizard.luggageCount', { count })}
              </option>
            ))}
          </select>
        </Field>
      </div>

      <Field
        id={`${id}-flight`}
        label={t('wizard.flightNumber')}
        error={err(errors.flightNumber)}
        hint={t('wizard.flightHint')}
      >
        <input
          id={`${id}-flight`}
          type="text"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={12}
          placeholder="AB1234"
          value={data.flightNumber}
          onChange={(event) => update({ flightNumber: event.target.value })}
          className={`${inputClass} border-white/15`}
          {...describedBy(`${id}-flight`, err(errors.flightNumber))}
        />
      </Field>

      <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm text-stone-200">
        <input
          type="checkbox"
          checked={data.roundTrip}
          onChange={(event) => update({ roundTrip: event.target.checked })}
          className="h-5 w-5 accent-gold-500"
        />
        {t('wizard.roundTrip')}
      </label>

      <div className="pt-2">
        <button
          type="submit"
          disabled={!canContinue}
          aria-describedby={canContinue ? undefined : `${id}-continue`}
          className="btn-gold w-full disabled:cursor-not-allowed disabled:opacity-40 sm:w-auto"
        >
          {t('wizard.continue')}
        </button>
        {canContinue ? null : (
          <p id={`${id}-continue`} className="mt-2 text-xs text-stone-400">
            {t('wizard.continueHint')}
          </p>
        )}
      </div>
    </form>
  );
}
