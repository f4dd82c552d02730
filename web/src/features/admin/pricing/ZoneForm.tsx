import { useRef, useState, type FormEvent } from 'react';
import { BusyButton } from '../../../components/confirm/BusyButton';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ZONE_NAME_MAX, type Zone } from '@chauffeur/contracts';
import { toast } from '../../../lib/toast';
import { useFormat } from '../../../lib/useFormat';
import { adminCommand } from '../api/admin-client';
import { refreshAfterCommand } from '../api/read-models';
import { Field, inputClass } from '../ui/Field';
import { TranslationFields } from '../ui/TranslationFields';
import { ConflictNotice } from '../ui/ConflictNotice';
import { sameForm } from '../ui/form-drafts';
import { useRecordAtOpen } from '../ui/useRecordAtOpen';
import { useFocusFirstInvalid } from '../../../lib/useFocusFirstInvalid';
import { PlaceSearch } from './PlaceSearch';
import { ZoneDrawMap } from './ZoneDrawMap';
import type { ZonePlaces } from './zone-place';
import {
  EMPTY_ZONE_FORM,
  checkZoneForm,
  serverZoneMessages,
  zoneToForm,
  type ZoneForm as Form,
  type ZoneFormField,
} from './zone-form';

/** The form's own text boxes (the translated names are TranslationFields'). */
type TypedField = Exclude<ZoneFormField, `name.${string}`>;

/**
 * Add or edit one zone: a name (the default, and optionally the visitors' fr / nl / de names), then a place
 * with a radius or a polygon's corners.
 */
export function ZoneForm({
  zone: current,
  places,
  onDone,
}: {
  zone?: Zone;
  places: ZonePlaces;
  onDone: () => void;
}) {
  const { t } = useTranslation('admin');
  const { language } = useFormat();
  const client = useQueryClient();
  // The zone the form shows, and so the revision its save sends: a live refetch must not move it.
  const opened = useRecordAtOpen(current);
  const zone = opened.record;
  const [form, setForm] = useState<Form>(() => (zone ? zoneToForm(zone, language) : EMPTY_ZONE_FORM));
  const reload = () => {
    opened.reload();
    setForm(current ? zoneToForm(current, language) : EMPTY_ZONE_FORM);
  };
  // Nothing typed yet: the form follows the zone as it is now, its revision with it.
  if (opened.newer && zone && sameForm(form, zoneToForm(zone, language))) reload();
  const [errors, setErrors] = useState<Partial<Record<ZoneFormField, string>>>({});
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, errors);
  const [busy, setBusy] = useState(false);
  const set = (key: TypedField) => (e: { target: { value: string } }) =>
    setForm({ ...form, [key]: e.target.value });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkZoneForm(form, t);
    if ('errors' in checked) return setErrors(checked.errors);
    setErrors({});
    setBusy(true);
    try {
      const result = zone
        ? await adminCommand('PUT', `/zones/${zone.id}`, { body: checked.fields, revision: zone.revision })
        : await adminCommand('POST', '/zones', { body: checked.fields });
      await refreshAfterCommand(client, result, 'pricing');
      toast.success(t('fares.zoneSaved'));
      onDone();
    } catch (error) {
      if (opened.failed(error)) return;
      setErrors(serverZoneMessages(error));
      toast.error(t('fares.saveFailed'));
    } finally {
      setBusy(false);
    }
  };

  const input = (key: TypedField, label: string, extra: object = {}) => (
    <Field id={`z-${key}`} label={label} error={errors[key]}>
      <input
        id={`z-${key}`}
        value={form[key]}
        onChange={set(key)}
        aria-invalid={Boolean(errors[key])}
        aria-describedby={errors[key] ? `z-${key}-error` : undefined}
        className={inputClass}
        {...extra}
      />
    </Field>
  );

  const title = zone ? t('fares.editZone', { name: zone.name.en }) : t('fares.newZone');
  return (
    <form
      ref={formRef}
      noValidate
      aria-label={title}
      onSubmit={(e) => void submit(e)}
      className="grid gap-4 rounded-md border border-gold-500/30 bg-ink-900 p-5 sm:grid-cols-2"
    >
      <h3 className="font-semibold text-ivory sm:col-span-2">{title}</h3>
      {opened.conflict ? (
        <div className="sm:col-span-2">
          <ConflictNotice onReload={reload} />
        </div>
      ) : null}
      <div className="sm:col-span-2">
        {input('name', t('fares.name'), { autoFocus: true, maxLength: ZONE_NAME_MAX })}
      </div>
      <fieldset className="sm:col-span-2">
        <legend className="text-sm font-medium text-stone-200">{t('fares.kind')}</legend>
        <div className="mt-1 flex flex-wrap gap-4">
          {(['circle', 'polygon'] as const).map((kind) => (
            <label key={kind} className="inline-flex items-center gap-2 text-sm text-stone-200">
              <input
                type="radio"
                name="zone-kind"
                value={kind}
                checked={form.kind === kind}
                onChange={() => setForm({ ...form, kind })}
              />
              {t(`fares.${kind}`)}
            </label>
          ))}
        </div>
      </fieldset>
      {form.kind === 'circle' ? (
        <>
          <div className="sm:col-span-2">
            <PlaceSearch
              onPick={(place) =>
                setForm({
                  ...form,
                  place_id: places.zonePlaceId(place),
                  lat: String(place.lat),
                  lng: String(place.lng),
                  name: form.name || place.label.slice(0, 80),
                })
              }
            />
          </div>
          {input('lat', t('fares.lat'), { inputMode: 'decimal' })}
          {input('lng', t('fares.lng'), { inputMode: 'decimal' })}
          {input('radius_km', t('fares.radius'), { inputMode: 'decimal' })}
        </>
      ) : (
        <div className="grid gap-3 sm:col-span-2">
          <ZoneDrawMap text={form.corners} onChange={(corners) => setForm({ ...form, corners })} />
          <Field
            id="z-corners"
            label={t('fares.corners')}
            error={errors.corners}
            hint={t('fares.cornersHint')}
          >
            <textarea
              id="z-corners"
              rows={6}
              value={form.corners}
              onChange={set('corners')}
              aria-invalid={Boolean(errors.corners)}
              aria-describedby={errors.corners ? 'z-corners-error z-corners-hint' : 'z-corners-hint'}
              className={`${inputClass} font-mono`}
            />
          </Field>
        </div>
      )}
      {/* Last, as in the vehicle and blog forms: the shape is drawn where it was, under the name. */}
      <div className="sm:col-span-2">
        <TranslationFields
          idPrefix="z"
          fields={[{ key: 'name', label: t('fares.name') }]}
          translations={form.translations}
          errors={errors}
          onChange={(translations) => setForm({ ...form, translations })}
        />
      </div>
      <div className="flex flex-wrap gap-2 sm:col-span-2">
        <BusyButton
          type="submit"
          busy={busy}
          className="btn-gold min-h-10 px-4 text-xs aria-disabled:opacity-50"
        >
          {t('fares.save')}
        </BusyButton>
        <button type="button" onClick={onDone} className="btn-outline min-h-10 px-4 text-xs">
          {t('fares.cancel')}
        </button>
      </div>
    </form>
  );
}
