import { useMemo, useRef, useState, type FormEvent } from 'react';
import { BusyButton } from '../../../components/confirm/BusyButton';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  VEHICLE_TYPES,
  vehicleFieldsSchema,
  type AdminVehicle,
  type CommandResult,
  type Vehicle,
  type VehicleType,
  vehicleStream,
} from '@chauffeur/contracts';
import { isCodedRefusal, issueMessages, serverFieldMessages } from '../ui/form-errors';
import { useErrorMessage } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useFormat } from '../../../lib/useFormat';
import { adminCommand } from '../api/admin-client';
import { useAdminVehicle } from '../api/queries';
import { adminPath } from '../../../lib/paths';
import { adminKeys } from '../api/keys';
import { HistoryPanel } from '../ui/HistoryPanel';
import { ConfirmButton } from '../ui/ConfirmButton';
import { DraftNotice } from '../ui/DraftNotice';
import { Field, inputClass } from '../ui/Field';
import { priceText, typedDecimal } from '../ui/decimals';
import { draftKey, sameForm } from '../ui/form-drafts';
import { useFormDraft } from '../ui/useFormDraft';
import { useFocusFirstInvalid } from '../../../lib/useFocusFirstInvalid';
import { useRecordAtOpen } from '../ui/useRecordAtOpen';
import { ConflictNotice } from '../ui/ConflictNotice';
import { AdminHeading, RecordLoader } from '../ui/States';
import { TranslationFields } from '../ui/TranslationFields';
import { emptyTranslations, localizedField, translationsOf, type Translations } from '../ui/translations';
import { VehicleCars } from './VehicleCars';
import { VehicleImage } from './VehicleImage';
import { refreshAfterCommand } from '../api/read-models';

/** The texts the operator may translate (the name is a proper name: one for all languages). */
const TRANSLATED = ['description'] as const;

type Form = Record<
  'name' | 'description' | 'price_per_km' | 'max_passengers' | 'max_luggage' | 'image_url',
  string
> & {
  type: VehicleType;
  /** nl, fr and de versions; `description` above is the original (English). */
  translations: Translations<(typeof TRANSLATED)[number]>;
};
const EMPTY: Form = {
  name: '',
  description: '',
  price_per_km: '',
  max_passengers: '',
  max_luggage: '',
  image_url: '',
  type: 'standard',
  translations: emptyTranslations(TRANSLATED),
};
/** The form of a saved model; its price as the page's language writes it (3,50 in French), as the fares are. */
const toForm = (v: Vehicle, language: string): Form => ({
  name: v.name,
  description: v.description.en,
  image_url: v.image_url,
  type: v.type,
  price_per_km: priceText(v.price_per_km, language),
  max_passengers: String(v.max_passengers),
  max_luggage: String(v.max_luggage),
  translations: translationsOf(TRANSLATED, v),
});
/** A typed number, blank for none (which the schema names); "3,5" is 3.5 as "3.5" is. */
const num = (text: string) => (text.trim() === '' ? undefined : typedDecimal(text));

/** /admin/vehicles/new and /admin/vehicles/:id (SPEC 2, 5). */
export function VehicleFormPage() {
  const { id } = useParams();
  const { t } = useTranslation('admin');
  useDocumentTitle(t(id ? 'vehicles.editTitle' : 'vehicles.newTitle'));
  const vehicle = useAdminVehicle(id);
  return (
    <RecordLoader id={id} query={vehicle} notFound={t('vehicles.notFound')} error={t('vehicles.error')}>
      {(record) => <VehicleForm vehicle={record} />}
    </RecordLoader>
  );
}

function VehicleForm({ vehicle: current }: { vehicle?: AdminVehicle }) {
  const { t } = useTranslation('admin');
  const { language } = useFormat();
  const problemMessage = useErrorMessage();
  const navigate = useNavigate();
  const client = useQueryClient();
  // The vehicle the form shows, and so the revision its save sends: a live refetch must not move it.
  const opened = useRecordAtOpen(current);
  const vehicle = opened.record;
  const initial = useMemo(() => (vehicle ? toForm(vehicle, language) : EMPTY), [vehicle, language]);
  // Kept in the tab while unsaved: a session that ends mid-edit does not lose it (issue 13).
  const { form, setForm, restoredAt, discard, saved } = useFormDraft(
    draftKey('vehicle', vehicle?.id),
    initial,
  );
  // Nothing typed yet: the form follows the vehicle as it is now, its revision with it.
  if (opened.newer && sameForm(form, initial)) opened.reload();
  const reload = () => {
    discard();
    opened.reload();
  };
  const [errors, setErrors] = useState<Record<string, string>>({});
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, errors);
  const [busy, setBusy] = useState(false);
  const set = (key: keyof Form) => (e: { target: { value: string } }) =>
    setForm({ ...form, [key]: e.target.value });

  const done = async (result: CommandResult, message: string) => {
    saved();
    await refreshAfterCommand(client, result, 'vehicles');
    toast.success(message);
    navigate(adminPath('vehicles'));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { translations, ...fields } = form;
    const parsed = vehicleFieldsSchema.safeParse({
      ...fields,
      description: localizedField(form.description, translations, 'description'),
      price_per_km: num(form.price_per_km),
      max_passengers: num(form.max_passengers),
      max_luggage: num(form.max_luggage),
    });
    if (!parsed.success) {
      setErrors(issueMessages(parsed.error.issues, t));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const result = vehicle
        ? await adminCommand('PUT', `/vehicles/${vehicle.id}`, {
            body: parsed.data,
            revision: vehicle.revision,
          })
        : await adminCommand('POST', '/vehicles', { body: parsed.data });
      await done(result, t('vehicles.saved'));
    } catch (error) {
      if (opened.failed(error)) return;
      setErrors(serverFieldMessages(error));
      // SPEC 8: the save alert.
      window.alert(t('vehicles.saveFailed'));
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    if (!vehicle) return;
    try {
      const result = await adminCommand('DELETE', `/vehicles/${vehicle.id}`, { revision: vehicle.revision });
      await done(result, t('vehicles.deleted'));
    } catch (error) {
      // A refusal by its code (bookings still use it: decision 251) says why, in the page's language.
      window.alert(isCodedRefusal(error) ? problemMessage(error) : t('vehicles.deleteFailed'));
    }
  };

  const control = (
    key: Exclude<keyof Form, 'type' | 'description' | 'translations'>,
    type: string,
    extra: object = {},
  ) => (
    <Field
      id={`v-${key}`}
      label={t(
        `vehicles.${key === 'price_per_km' ? 'pricePerKm' : key === 'max_passengers' ? 'passengers' : key === 'max_luggage' ? 'luggage' : key === 'image_url' ? 'imageUrl' : 'name'}`,
      )}
      error={errors[key]}
    >
      <input
        id={`v-${key}`}
        name={key}
        type={type}
        required
        value={form[key]}
        onChange={set(key)}
        aria-invalid={Boolean(errors[key])}
        aria-describedby={errors[key] ? `v-${key}-error` : undefined}
        className={inputClass}
        {...extra}
      />
    </Field>
  );

  return (
    <>
      <Link to={adminPath('vehicles')} className="text-sm text-gold-300 hover:underline">
        ← {t('vehicles.title')}
      </Link>
      <div className="mt-3">
        <AdminHeading title={t(vehicle ? 'vehicles.editTitle' : 'vehicles.newTitle')}>
          {vehicle ? (
            <ConfirmButton
              label={t('common.delete')}
              question={t('vehicles.deleteConfirm', { name: vehicle.name })}
              onConfirm={() => void remove()}
            />
          ) : null}
        </AdminHeading>
      </div>
      <div className="mb-4 empty:hidden">
        <DraftNotice savedAt={restoredAt} onDiscard={discard} />
      </div>
      {opened.conflict ? (
        <div className="mb-4">
          <ConflictNotice onReload={reload} />
        </div>
      ) : null}
      <form
        ref={formRef}
        noValidate
        onSubmit={(e) => void submit(e)}
        className="grid gap-6 lg:grid-cols-[1fr_20rem]"
      >
        <div className="grid gap-4 rounded-md border border-white/10 bg-ink-900 p-5 sm:grid-cols-2">
          <div className="sm:col-span-2">{control('name', 'text')}</div>
          <div className="sm:col-span-2">
            <Field id="v-description" label={t('vehicles.description')} error={errors.description}>
              <textarea
                id="v-description"
                name="description"
                required
                rows={4}
                value={form.description}
                onChange={set('description')}
                aria-invalid={Boolean(errors.description)}
                aria-describedby={errors.description ? 'v-description-error' : undefined}
                className={inputClass}
              />
            </Field>
          </div>
          <div className="sm:col-span-2">
            <TranslationFields
              idPrefix="v"
              fields={[{ key: 'description', label: t('vehicles.description'), rows: 3 }]}
              translations={form.translations}
              errors={errors}
              onChange={(translations) => setForm({ ...form, translations })}
            />
          </div>
          {/* A text box with the decimal keyboard: a number box showed "3.5" on a German page and refused
              "3,50" in some browsers; the price is read back with either separator. */}
          {control('price_per_km', 'text', { inputMode: 'decimal' })}
          <Field id="v-type" label={t('vehicles.type')}>
            <select id="v-type" name="type" value={form.type} onChange={set('type')} className={inputClass}>
              {VEHICLE_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`vehicles.types.${type}`)}
                </option>
              ))}
            </select>
          </Field>
          {control('max_passengers', 'number', { step: '1', min: '1' })}
          {control('max_luggage', 'number', { step: '1', min: '0' })}
          <div className="sm:col-span-2">{control('image_url', 'url', { placeholder: 'https://…' })}</div>
          <div className="sm:col-span-2">
            <BusyButton type="submit" busy={busy} className="btn-gold aria-disabled:opacity-50">
              {busy ? t('common.saving') : t('common.save')}
            </BusyButton>
          </div>
        </div>
        <figure className="self-start overflow-hidden rounded-md border border-white/10 bg-ink-900">
          <VehicleImage src={form.image_url.trim()} type={form.type} alt={t('vehicles.preview')} />
          <figcaption className="p-3 text-xs text-stone-400">{t('vehicles.preview')}</figcaption>
        </figure>
      </form>
      {/* The model's cars (issue 17): each change saved on its own, outside the model's form. */}
      <div className="mt-6">
        {vehicle ? (
          <VehicleCars vehicle={vehicle} />
        ) : (
          <p className="text-sm text-stone-400">{t('cars.saveFirst')}</p>
        )}
      </div>
      {vehicle ? <HistoryPanel stream={vehicleStream(vehicle.id)} under={adminKeys.vehicles} /> : null}
    </>
  );
}
