import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { placeListSchema, type Place } from '@chauffeur/contracts';
import { api } from '../../../lib/api';
import { currentLanguage } from '../../../i18n';
import { inputClass } from '../ui/Field';

/**
 * A zone's centre from the address book (the wizard's own gazetteer search): type, Find, pick one. A
 * button rather than search-as-you-type: an operator defines a zone now and then.
 */
export function PlaceSearch({ onPick }: { onPick: (place: Place) => void }) {
  const { t } = useTranslation('admin');
  const [q, setQ] = useState('');
  const [places, setPlaces] = useState<Place[] | null>(null);
  const find = async () => {
    if (q.trim() === '') return;
    setPlaces(
      await api
        .get(`/geo/search?${new URLSearchParams({ q: q.trim(), lang: currentLanguage() })}`, placeListSchema)
        .catch(() => []),
    );
  };
  return (
    <div>
      <label htmlFor="z-place" className="text-sm font-medium text-stone-200">
        {t('fares.place')}
      </label>
      <div className="mt-1 flex gap-2">
        <input
          id="z-place"
          type="search"
          value={q}
          onChange={(e) => setQ(e.target.value)}
          onKeyDown={(e) => {
            // Enter searches instead of submitting the zone form.
            if (e.key === 'Enter') {
              e.preventDefault();
              void find();
            }
          }}
          aria-describedby="z-place-hint"
          className={`${inputClass} mt-0`}
        />
        <button
          type="button"
          onClick={() => void find()}
          className="btn-outline min-h-9 shrink-0 px-4 text-xs"
        >
          {t('fares.find')}
        </button>
      </div>
      <p id="z-place-hint" className="mt-1 text-xs text-stone-400">
        {t('fares.placeHint')}
      </p>
      {places === null ? null : places.length === 0 ? (
        <p role="status" className="mt-2 text-xs text-stone-300">
          {t('fares.noPlaces')}
        </p>
      ) : (
        <ul className="mt-2 flex flex-wrap gap-2">
          {places.map((place) => (
            <li key={`${place.lat},${place.lng}`}>
              <button
                type="button"
                onClick={() => {
                  onPick(place);
                  setPlaces(null);
                }}
                className="rounded-sm border border-white/15 px-3 py-1.5 text-left text-xs text-stone-200 hover:bg-white/5"
              >
                {place.label}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
