import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Location, Place } from '@chauffeur/contracts';
import { CloseIcon } from '../../../components/ui/icons';
import { PinIcon } from '../../../components/ui/site-icons';
import { currentLanguage } from '../../../i18n';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import { MIN_QUERY_LENGTH, usePlaceSearch } from '../api/usePlaceSearch';

interface Props {
  label: string;
  value: Location | null;
  onChange: (place: Location | null) => void;
  placeholder?: string;
}

const DEBOUNCE_MS = 250;

/**
 * An address input with suggestions from GET /api/geo/search (ARIA combobox). SPEC 4: a place counts only
 * when it is picked from the list; typing afterwards drops it, so what is handed over always matches
 * what the visitor sees. If the search fails the field stays a plain text box (SPEC 8: only logged).
 */
export function PlaceInput({ label, value, onChange, placeholder }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const listId = `${id}-list`;
  const hintId = `${id}-hint`;
  const [text, setText] = useState(value?.address ?? '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const query = useDebouncedValue(value ? '' : text, DEBOUNCE_MS);
  const search = usePlaceSearch(query, currentLanguage());
  // Suggestions belong to the text as it is now: while a retyped text waits for its search (the debounce
  // and the request), the list of the earlier text is gone, so no click or Enter can pick a stale place.
  const current = query.trim() === text.trim();
  // Not gated on `open`: Escape only hides the list (showList), so the arrow keys can bring it back without
  // retyping (a keyboard tour found they could not).
  const places = !value && current && search.data ? search.data : [];
  const typing = !value && text.trim().length >= MIN_QUERY_LENGTH;
  const showList = open && typing && (places.length > 0 || search.isFetching || search.isSuccess);

  const pick = (place: Place) => {
    onChange({ address: place.address, lat: place.lat, lng: place.lng });
    setText(place.address);
    setOpen(false);
    setActive(-1);
  };

  const edit = (next: string) => {
    setText(next);
    setOpen(true);
    setActive(-1);
    if (value) onChange(null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (places.length === 0) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + places.length) % places.length);
    } else if (event.key === 'Enter' && showList && active >= 0 && places[active]) {
      // Picks the highlighted place instead of submitting the surrounding form.
      event.preventDefault();
      pick(places[active]);
    } else if (event.key === 'Escape' && showList) {
      event.preventDefault();
      setOpen(false);
    }
  };

  return (
    <div className="relative">
      <label
        htmlFor={id}
        className="mb-2 block text-xs font-semibold tracking-[0.18em] text-gold-300 uppercase"
      >
        {label}
      </label>
      <div className="relative">
        <PinIcon className="pointer-events-none absolute top-1/2 left-3.5 h-5 w-5 -translate-y-1/2 text-gold-400" />
        <input
          id={id}
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          aria-autocomplete="list"
          aria-expanded={showList}
          aria-controls={listId}
          aria-activedescendant={showList && active >= 0 ? `${id}-option-${active}` : undefined}
          aria-describedby={hintId}
          value={text}
          placeholder={placeholder}
          onChange={(event) => edit(event.target.value)}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
          className="min-h-13 w-full rounded-sm border border-white/15 bg-ink-950/70 pr-11 pl-11 text-base text-ivory placeholder:text-stone-400 focus:border-gold-400"
        />
        {text ? (
          <button
            type="button"
            onClick={() => edit('')}
            aria-label={t('places.clear', { field: label })}
            className="absolute top-1/2 right-1 grid h-11 w-11 -translate-y-1/2 place-items-center rounded-sm text-stone-400 hover:text-ivory"
          >
            <CloseIcon className="h-4 w-4" />
          </button>
        ) : null}
      </div>
      <ul
        id={listId}
        role="listbox"
        aria-label={label}
        hidden={!showList}
        className="absolute inset-x-0 top-full z-30 mt-1 max-h-80 overflow-y-auto rounded-sm border border-gold-500/30 bg-ink-800 py-1 shadow-2xl shadow-black/60"
      >
        {places.map((place, index) => (
          <li
            key={`${place.lat},${place.lng},${place.address}`}
            id={`${id}-option-${index}`}
            role="option"
            aria-selected={index === active}
            // mousedown, not click: it fires before the input's blur closes the list.
            onMouseDown={(event) => {
              event.preventDefault();
              pick(place);
            }}
            onMouseEnter={() => setActive(index)}
            className={`cursor-pointer px-4 py-2.5 text-sm ${index === active ? 'bg-gold-500/15' : ''}`}
          >
            <span className="block font-medium text-ivory">{place.label}</span>
            {place.address !== place.label ? (
              <span className="block text-xs text-stone-400">{place.address}</span>
            ) : null}
          </li>
        ))}
        {places.length === 0 ? (
          <li role="presentation" className="px-4 py-2.5 text-sm text-stone-400">
            {search.isPending || search.isFetching || query !== text
              ? t('places.searching')
              : t('places.noResults')}
          </li>
        ) : null}
      </ul>
      <p id={hintId} aria-live="polite" className="mt-1.5 min-h-5 text-xs text-stone-400">
        {value
          ? t('places.chosen')
          : typing && !open
            ? t('places.pickHint')
            : showList && places.length > 0
              ? t('places.suggestions', { count: places.length })
              : ''}
      </p>
    </div>
  );
}
