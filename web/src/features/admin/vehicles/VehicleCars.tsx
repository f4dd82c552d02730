import { useState, type FormEvent } from 'react';
import { BusyButton } from '../../../components/confirm/BusyButton';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  CAR_COLOURS,
  carFieldsSchema,
  colourIn,
  type AdminVehicle,
  type Car,
  type CommandResult,
} from '@chauffeur/contracts';
import { currentLanguage } from '../../../i18n';
import { ApiError } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { adminCommand } from '../api/admin-client';
import { refreshAfterCommand } from '../api/read-models';
import { ConfirmButton } from '../ui/ConfirmButton';
import { Field, inputClass } from '../ui/Field';
import { issueMessages } from '../ui/form-errors';

/** The server's refusals of a plate (409), in the admin's words. */
const PLATE_REFUSALS = ['Another car already has this plate', 'This model already has a car with this plate'];

/**
 * The cars of a model (issue 17, point 2): plate, colour, active or not. The model can be booked at one
 * time as often as it has active cars; each change is its own command (and event), saved at once.
 */
export function VehicleCars({ vehicle }: { vehicle: AdminVehicle }) {
  const { t } = useTranslation('admin');
  // Decision 286.2: the listed colours are offered and shown in the admin's language; any text is accepted.
  const language = currentLanguage();
  const client = useQueryClient();
  const [draft, setDraft] = useState({ plate: '', colour: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const refusal = (error: unknown) =>
    error instanceof ApiError && PLATE_REFUSALS.includes(error.problem?.detail ?? '')
      ? { plate: t('cars.plateTaken') }
      : null;

  /** Runs one car command; answers the problem's messages by field, or alerts when none fits. */
  const run = async (command: () => Promise<CommandResult>, message: string) => {
    setBusy(true);
    try {
      const result = await command();
      await refreshAfterCommand(client, result, 'vehicles');
      toast.success(message);
      return true;
    } catch (error) {
      const known = refusal(error);
      if (known) setErrors(known);
      else window.alert(t('cars.saveFailed'));
      await refreshAfterCommand(client, undefined, 'vehicles');
      return false;
    } finally {
      setBusy(false);
    }
  };

  const add = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = carFieldsSchema.safeParse({ ...draft, active: true });
    if (!parsed.success) {
      const messages = issueMessages(parsed.error.issues, t);
      // The plate's own rules (characters, length) have no generic message.
      if (messages.plate && draft.plate.trim() !== '') messages.plate = t('cars.plateFormat');
      setErrors(messages);
      return;
    }
    setErrors({});
    const done = await run(
      () => adminCommand('POST', `/vehicles/${vehicle.id}/cars`, { body: parsed.data }),
      t('cars.added'),
    );
    if (done) setDraft({ plate: '', colour: '' });
  };

  const toggle = (car: Car) =>
    run(
      () =>
        adminCommand('PUT', `/vehicles/${vehicle.id}/cars/${car.id}`, {
          body: { plate: car.plate, colour: car.colour, active: !car.active },
        }),
      t('cars.saved'),
    );
  const remove = (car: Car) =>
    run(() => adminCommand('DELETE', `/vehicles/${vehicle.id}/cars/${car.id}`), t('cars.removed'));

  return (
    <section aria-labelledby="cars-heading" className="rounded-md border border-white/10 bg-ink-900 p-5">
      <h2 id="cars-heading" className="font-display text-xl font-semibold text-ivory">
        {t('cars.title')}
      </h2>
      <p className="mt-1 text-sm text-stone-400">
        {vehicle.cars.length === 0 ? t('cars.none') : t('cars.hint')}
      </p>
      {vehicle.cars.length > 0 ? (
        <ul className="mt-4 divide-y divide-white/5">
          {vehicle.cars.map((car) => (
            <li key={car.id} className="flex flex-wrap items-center gap-3 py-3">
              <span className="font-mono text-sm font-semibold tracking-wider text-ivory">{car.plate}</span>
              <span className="text-sm text-stone-300">{colourIn(car.colour, language)}</span>
              <span
                className={`rounded-full px-2 py-0.5 text-xs font-semibold ${
                  car.active ? 'bg-emerald-500/15 text-emerald-300' : 'bg-stone-500/20 text-stone-300'
                }`}
              >
                {car.active ? t('cars.active') : t('cars.inactive')}
              </span>
              <span className="ml-auto flex flex-wrap gap-2">
                <BusyButton
                  busy={busy}
                  onClick={() => void toggle(car)}
                  aria-label={`${car.active ? t('cars.deactivate') : t('cars.activate')} ${car.plate}`}
                  className="btn-outline min-h-9 px-3 text-xs aria-disabled:opacity-50"
                >
                  {car.active ? t('cars.deactivate') : t('cars.activate')}
                </BusyButton>
                <ConfirmButton
                  label={t('cars.remove')}
                  question={t('cars.removeConfirm', { plate: car.plate })}
                  disabled={busy}
                  onConfirm={() => void remove(car)}
                />
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      <form noValidate onSubmit={(e) => void add(e)} className="mt-4 flex flex-wrap items-end gap-3">
        <div className="min-w-40 flex-1">
          <Field id="car-plate" label={t('cars.plate')} error={errors.plate}>
            <input
              id="car-plate"
              name="plate"
              required
              autoCapitalize="characters"
              value={draft.plate}
              onChange={(e) => setDraft({ ...draft, plate: e.target.value })}
              aria-invalid={Boolean(errors.plate)}
              aria-describedby={errors.plate ? 'car-plate-error' : undefined}
              className={inputClass}
            />
          </Field>
        </div>
        <div className="min-w-40 flex-1">
          <Field id="car-colour" label={t('cars.colour')} error={errors.colour}>
            <input
              id="car-colour"
              name="colour"
              required
              value={draft.colour}
              onChange={(e) => setDraft({ ...draft, colour: e.target.value })}
              aria-invalid={Boolean(errors.colour)}
              aria-describedby={errors.colour ? 'car-colour-error' : undefined}
              className={inputClass}
              list="car-colours"
              autoComplete="off"
            />
            <datalist id="car-colours">
              {Object.entries(CAR_COLOURS).map(([key, names]) => (
                <option key={key} value={names[language]} />
              ))}
            </datalist>
          </Field>
        </div>
        <BusyButton type="submit" busy={busy} className="btn-gold min-h-10 aria-disabled:opacity-50">
          {t('cars.add')}
        </BusyButton>
      </form>
    </section>
  );
}
