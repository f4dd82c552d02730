import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '../../../components/confirm/BusyButton';
import { CURRENCIES, SETTINGS_STREAM, settingsFieldSchemas, type Settings } from '@chauffeur/contracts';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { adminKeys } from '../api/keys';
import { useSettings } from '../api/queries';
import { HistoryPanel } from '../ui/HistoryPanel';
import { Field, inputClass } from '../ui/Field';
import { priceText, typedDecimal } from '../ui/decimals';
import { issueMessages } from '../ui/form-errors';
import { AdminHeading, ErrorState, LoadingState } from '../ui/States';
import { useChangeSetting } from './useChangeSetting';

const TABS = ['general', 'notifications', 'email', 'security', 'localization'] as const;
type Tab = (typeof TABS)[number];

function Toggle({
  id,
  label,
  hint,
  checked,
  onChange,
  disabled,
}: {
  id: string;
  label: string;
  hint: string;
  checked: boolean;
  onChange: (v: boolean) => void;
  disabled: boolean;
}) {
  return (
    <div className="flex items-start justify-between gap-4 py-4">
      <div>
        <label htmlFor={id} className="text-sm font-medium text-ivory">
          {label}
        </label>
        <p className="mt-0.5 text-xs text-stone-400">{hint}</p>
      </div>
      {/* Busy while a setting is saved: the switch just pressed keeps the keyboard. */}
      <BusyButton
        id={id}
        role="switch"
        aria-checked={checked}
        busy={disabled}
        onClick={() => onChange(!checked)}
        className={`relative h-7 w-12 shrink-0 rounded-full transition-colors aria-disabled:opacity-50 ${checked ? 'bg-gold-500' : 'bg-ink-600'}`}
      >
        <span
          className={`absolute top-1 h-5 w-5 rounded-full bg-ivory transition-all ${checked ? 'left-6' : 'left-1'}`}
        />
      </BusyButton>
    </div>
  );
}

/**
 * The bounds of a numeric setting, from its schema: the browser refuses a value out of them in the admin's
 * language before anything is sent (the server's refusal would only say "The request has invalid fields").
 */
const bounds = (field: keyof typeof settingsFieldSchemas) => {
  const schema = settingsFieldSchemas[field];
  return 'minValue' in schema
    ? { min: schema.minValue ?? undefined, max: schema.maxValue ?? undefined, required: true }
    : {};
};

/** The numeric settings of the General tab, in the order shown; `cents` for money, else whole numbers. */
const NUMBER_SETTINGS = [
  {
    field: 'booking_lead_time_hours',
    id: 's-lead',
    label: 'settings.leadTime',
    hint: 'settings.leadTimeHint',
    cents: false,
  },
  {
    field: 'ride_start_window_hours',
    id: 's-start-window',
    label: 'settings.startWindow',
    hint: 'settings.startWindowHint',
    cents: false,
  },
  {
    field: 'preparation_buffer_minutes',
    id: 's-preparation-buffer',
    label: 'settings.preparationBuffer',
    hint: 'settings.preparationBufferHint',
    cents: false,
  },
  {
    field: 'turnaround_buffer_minutes',
    id: 's-turnaround-buffer',
    label: 'settings.turnaroundBuffer',
    hint: 'settings.turnaroundBufferHint',
    cents: false,
  },
  {
    field: 'pending_hold_minutes',
    id: 's-pending-hold',
    label: 'settings.pendingHold',
    hint: 'settings.pendingHoldHint',
    cents: false,
  },
  {
    field: 'free_cancellation_hours',
    id: 's-free-cancellation',
    label: 'settings.freeCancellation',
    hint: 'settings.freeCancellationHint',
    cents: false,
  },
  {
    field: 'vat_rate_percent',
    id: 's-vat-rate',
    label: 'settings.vatRate',
    hint: 'settings.vatRateHint',
    cents: false,
  },
  {
    field: 'service_area_radius_km',
    id: 's-radius',
    label: 'settings.serviceRadius',
    hint: 'settings.serviceRadiusHint',
    cents: false,
  },
  {
    field: 'minimum_fare',
    id: 's-minimum-fare',
    label: 'settings.minimumFare',
    hint: 'settings.minimumFareHint',
    cents: true,
  },
] as const;

/** A text setting saved on its own button (one field, one command). */
function TextSetting({
  id,
  label,
  hint,
  type,
  limits,
  inputMode,
  check,
  value,
  onSave,
  disabled,
}: {
  id: string;
  label: string;
  hint?: string;
  type: string;
  limits?: ReturnType<typeof bounds>;
  inputMode?: 'decimal';
  /** The draft's error, in the admin's language, when the browser cannot check it (a text box); else none. */
  check?: (text: string) => string | undefined;
  value: string;
  onSave: (v: string) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation('admin');
  // The draft belongs to the value it was typed over: a new value from the server (saved, or changed by
  // another admin) shows at once, without an effect resetting the draft after a first stale render.
  const [edit, setEdit] = useState({ over: value, text: value });
  const draft = edit.over === value ? edit.text : value;
  const setDraft = (text: string) => setEdit({ over: value, text });
  const [error, setError] = useState<string>();
  return (
    <form
      className="flex flex-wrap items-end gap-3 py-4"
      onSubmit={(e) => {
        e.preventDefault();
        const refused = check?.(draft);
        setError(refused);
        if (!refused) onSave(draft);
      }}
    >
      <div className="min-w-60 flex-1">
        <Field id={id} label={label} hint={hint} error={error}>
          <input
            id={id}
            type={type}
            inputMode={inputMode}
            {...limits}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            className={inputClass}
          />
        </Field>
      </div>
      {/* Unavailable while saved (the value is the draft: nothing to save), yet keeping the keyboard of the
          admin who pressed it. */}
      <BusyButton
        type="submit"
        busy={disabled || draft === value}
        className="btn-outline min-h-10 px-4 text-xs aria-disabled:opacity-40"
      >
        {t('common.save')}
      </BusyButton>
    </form>
  );
}

function Panel({ tab, settings }: { tab: Tab; settings: Settings }) {
  const { t, i18n } = useTranslation('admin');
  const change = useChangeSetting(settings);
  const busy = change.isPending;
  switch (tab) {
    case 'general':
      return (
        <div className="divide-y divide-white/5">
          <Toggle
            id="s-auto"
            label={t('settings.autoConfirm')}
            hint={t('settings.autoConfirmHint')}
            checked={settings.enable_automatic_booking_confirmation}
            disabled={busy}
            onChange={(v) => change.mutate({ enable_automatic_booking_confirmation: v })}
          />
          <Toggle
            id="s-maintenance"
            label={t('settings.maintenance')}
            hint={t('settings.maintenanceHint')}
            checked={settings.maintenance_mode}
            disabled={busy}
            onChange={(v) => change.mutate({ maintenance_mode: v })}
          />
          {NUMBER_SETTINGS.map(({ field, id, label, hint, cents }) =>
            cents ? (
              // Money as the fares and a model's price are written ("12,50" in French, Dutch and German) and
              // read with either separator: a text box, as `type="number"` showed "12.5" on a German page;
              // its bounds are then the schema's, said in the admin's language (decision 308).
              <TextSetting
                key={field}
                id={id}
                type="text"
                inputMode="decimal"
                // Named with the currency fares are charged in (the company's now): "Minimum fare (EUR)".
                label={t(label, { currency: settings.default_currency })}
                hint={t(hint)}
                value={priceText(settings[field], i18n.language)}
                check={(v) => {
                  const parsed = settingsFieldSchemas[field].safeParse(
                    v.trim() === '' ? undefined : typedDecimal(v),
                  );
                  return parsed.success ? undefined : Object.values(issueMessages(parsed.error.issues, t))[0];
                }}
                disabled={busy}
                onSave={(v) => change.mutate({ [field]: typedDecimal(v) })}
              />
            ) : (
              <TextSetting
                key={field}
                id={id}
                limits={bounds(field)}
                type="number"
                label={t(label, { currency: settings.default_currency })}
                hint={t(hint)}
                value={String(settings[field])}
                disabled={busy}
                onSave={(v) => change.mutate({ [field]: Number.parseInt(v, 10) })}
              />
            ),
          )}
        </div>
      );
    case 'email':
      return (
        <TextSetting
          id="s-email"
          type="email"
          label={t('settings.notificationEmail')}
          value={settings.booking_notification_email}
          disabled={busy}
          onSave={(v) => change.mutate({ booking_notification_email: v.trim() })}
        />
      );
    case 'localization':
      return (
        <div className="py-4">
          <Field id="s-currency" label={t('settings.currency')}>
            {/* aria-disabled while saved, not disabled, as BusyButton (a disabled select dropped the keyboard
                of the admin who chose to the page's top); a choice made meanwhile is not sent, and the
                select, controlled, goes on showing the currency being saved. */}
            <select
              id="s-currency"
              value={settings.default_currency}
              aria-disabled={busy || undefined}
              onChange={(e) =>
                busy || change.mutate({ default_currency: e.target.value as Settings['default_currency'] })
              }
              className={`${inputClass} max-w-xs aria-disabled:opacity-50`}
            >
              {CURRENCIES.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </select>
          </Field>
        </div>
      );
    case 'notifications':
      return <p className="py-4 text-sm text-stone-400">{t('settings.notificationsPlaceholder')}</p>;
    case 'security':
      return <p className="py-4 text-sm text-stone-400">{t('settings.securityPlaceholder')}</p>;
  }
}

/** /admin/settings (SPEC 2, 3): five tabs; General, Email and Localization have controls. */
export function SettingsPage() {
  const { t } = useTranslation('admin');
  useDocumentTitle(t('settings.title'));
  const settings = useSettings();
  const [tab, setTab] = useState<Tab>('general');
  const onKey = (e: KeyboardEvent) => {
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    const next = TABS[(TABS.indexOf(tab) + step + TABS.length) % TABS.length]!;
    setTab(next);
    document.getElementById(`tab-${next}`)?.focus();
  };
  return (
    <>
      <AdminHeading title={t('settings.title')} />
      {settings.isPending ? <LoadingState /> : null}
      {settings.isError ? (
        <ErrorState title={t('settings.error')} onRetry={() => void settings.refetch()} />
      ) : null}
      {settings.data ? (
        <div className="rounded-md border border-white/10 bg-ink-900">
          {/* Roving tabindex (WAI-ARIA tabs): focus sits on the selected tab; arrow keys bubble up to the list. */}
          {/* eslint-disable-next-line jsx-a11y/interactive-supports-focus -- see above */}
          <div
            role="tablist"
            aria-label={t('settings.title')}
            onKeyDown={onKey}
            className="flex overflow-x-auto border-b border-white/10"
          >
            {TABS.map((name) => (
              <button
                key={name}
                id={`tab-${name}`}
                type="button"
                role="tab"
                aria-selected={tab === name}
                aria-controls={`panel-${name}`}
                tabIndex={tab === name ? 0 : -1}
                onClick={() => setTab(name)}
                className={`shrink-0 border-b-2 px-4 py-3 text-sm ${tab === name ? 'border-gold-400 font-semibold text-gold-200' : 'border-transparent text-stone-400 hover:text-stone-200'}`}
              >
                {t(`settings.tabs.${name}`)}
              </button>
            ))}
          </div>
          <div id={`panel-${tab}`} role="tabpanel" aria-labelledby={`tab-${tab}`} className="px-5">
            <Panel tab={tab} settings={settings.data} />
          </div>
        </div>
      ) : null}
      {settings.data ? <HistoryPanel stream={SETTINGS_STREAM} under={adminKeys.settings} /> : null}
    </>
  );
}
