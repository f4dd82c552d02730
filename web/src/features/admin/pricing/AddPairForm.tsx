import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { zonePairKey, type Zone } from '@chauffeur/contracts';
import { inputClass } from '../ui/Field';

/** Adds a zone pair as an unsaved row of the fares table (saved with its prices, one event). */
export function AddPairForm({
  zones,
  taken,
  onAdd,
}: {
  zones: Zone[];
  taken: Set<string>;
  onAdd: (zoneIds: [string, string]) => void;
}) {
  const { t } = useTranslation('admin');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [error, setError] = useState('');
  if (zones.length < 2) return null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!from || !to || from === to) return setError(t('fares.samePair'));
    if (taken.has(zonePairKey(from, to))) return setError(t('fares.pairExists'));
    setError('');
    onAdd([from, to]);
    setFrom('');
    setTo('');
  };

  const select = (id: string, label: string, value: string, set: (v: string) => void) => (
    <div className="min-w-0 flex-1">
      <label htmlFor={id} className="text-sm font-medium text-stone-200">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => set(e.target.value)}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? 'pair-error' : undefined}
        className={inputClass}
      >
        <option value="">—</option>
        {zones.map((z) => (
          <option key={z.id} value={z.id}>
            {z.name.en}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <form noValidate onSubmit={submit} aria-label={t('fares.addPair')} className="space-y-2">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        {select('pair-from', t('fares.from'), from, setFrom)}
        {select('pair-to', t('fares.to'), to, setTo)}
        <button type="submit" className="btn-outline min-h-10 shrink-0 px-4 text-xs">
          {t('fares.addPair')}
        </button>
      </div>
      {error ? (
        <p id="pair-error" className="text-xs text-red-300">
          {error}
        </p>
      ) : null}
    </form>
  );
}
