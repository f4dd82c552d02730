import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BOOKING_SEARCH_MAX,
  BOOKING_SORTS,
  BOOKING_STATUSES,
  brusselsDayOf,
  nextDay,
  type BookingSort,
  type BookingStatus,
} from '@chauffeur/contracts';
import type { BookingsView } from '../api/queries';

const FIELD = 'rounded-sm border border-white/15 bg-ink-900 px-3 py-2 text-sm text-ivory';
const LABEL = 'flex flex-col gap-1 text-xs text-stone-300';
/** How long typing may pause before the list follows the search box. */
const SEARCH_DELAY_MS = 300;

interface Props {
  view: BookingsView;
  update: (changes: Partial<BookingsView>) => void;
  clear: () => void;
  /** The Brussels "today" (injected: tests and the e2e set their own clock). */
  now?: () => number;
}

/**
 * The bookings list's controls (issue 17): search, Today / Tomorrow, pickup days, order, status and a
 * waiting change request (decision 323). On a phone everything but the search folds behind a Filters button; every control is a labelled native one.
 */
export function BookingFilters({ view, update, clear, now = Date.now }: Props) {
  const { t } = useTranslation('admin');
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const today = brusselsDayOf(now());
  const presets = [
    { key: 'today', day: today },
    { key: 'tomorrow', day: nextDay(today) },
  ] as const;
  const filtered = Boolean(view.status || view.from || view.to || view.sort || view.q || view.change_request);

  return (
    <div className="mb-4 grid gap-3">
      <div className="flex flex-wrap items-end gap-3">
        <SearchBox value={view.q ?? ''} onSearch={(q) => update({ q: q || undefined })} />
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen(!open)}
          className="btn-outline min-h-10 px-4 text-xs lg:hidden"
        >
          {t('bookings.filters')}
        </button>
      </div>
      <div id={panelId} className={`${open ? 'flex' : 'hidden'} flex-wrap items-end gap-3 lg:flex`}>
        <div role="group" aria-label={t('bookings.pickupDay')} className="flex gap-2">
          {presets.map(({ key, day }) => (
            <button
              key={key}
              type="button"
              aria-pressed={view.from === day && view.to === day}
              onClick={() => update({ from: day, to: day, sort: view.sort ?? 'pickup_asc' })}
              className="btn-outline min-h-10 px-4 text-xs aria-pressed:border-gold-300 aria-pressed:text-gold-300"
            >
              {t(`bookings.${key}`)}
            </button>
          ))}
        </div>
        <label className={LABEL}>
          {t('bookings.from')}
          <input
            type="date"
            value={view.from ?? ''}
            max={view.to}
            onChange={(event) => update({ from: event.target.value || undefined })}
            className={FIELD}
          />
        </label>
        <label className={LABEL}>
          {t('bookings.to')}
          <input
            type="date"
            value={view.to ?? ''}
            min={view.from}
            onChange={(event) => update({ to: event.target.value || undefined })}
            className={FIELD}
          />
        </label>
        <label className={LABEL}>
          {t('bookings.sort')}
          <select
            value={view.sort ?? 'created_desc'}
            onChange={(event) => update({ sort: event.target.value as BookingSort })}
            className={FIELD}
          >
            {BOOKING_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(`bookings.sortBy.${sort}`)}
              </option>
            ))}
          </select>
        </label>
        <label className={LABEL}>
          {t('bookings.filter')}
          <select
            value={view.status ?? ''}
            onChange={(event) => update({ status: (event.target.value || undefined) as BookingStatus })}
            className={FIELD}
          >
            <option value="">{t('bookings.all')}</option>
            {BOOKING_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`bookings.status.${s}`)}
              </option>
            ))}
          </select>
        </label>
        {/* Decision 323: only the bookings whose customer's change request waits for an answer. */}
        <label className="flex min-h-10 items-center gap-2 text-xs text-stone-300">
          <input
            type="checkbox"
            checked={view.change_request === 'open'}
            onChange={(event) => update({ change_request: event.target.checked ? 'open' : undefined })}
            className="h-4 w-4 accent-gold-400"
          />
          {t('bookings.changeRequestFilter')}
        </label>
        {filtered ? (
          <button type="button" onClick={clear} className="min-h-10 px-2 text-xs text-stone-300 underline">
            {t('bookings.clear')}
          </button>
        ) : null}
      </div>
    </div>
  );
}

/** The search box: the list follows after a short pause in typing, or at once on Enter. */
function SearchBox({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  const { t } = useTranslation('admin');
  const described = useId();
  const [text, setText] = useState(value);
  // The latest callback, so a re-render of the page does not restart the pause.
  const search = useRef(onSearch);
  useEffect(() => {
    search.current = onSearch;
  });
  // The URL changed elsewhere (Clear, back button): show what it holds (set while rendering, React's way).
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(value);
  }
  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => search.current(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, value]);
  return (
    <form
      role="search"
      className="min-w-0 flex-1"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim());
      }}
    >
      <label className={LABEL}>
        {t('bookings.search')}
        {/* The placeholder is short enough for a 390 px phone in every language (the French one was cut);
            what it abbreviates is the field's description, read in full (decision 296). */}
        <input
          type="search"
          value={text}
          maxLength={BOOKING_SEARCH_MAX}
          placeholder={t('bookings.searchPlaceholder')}
          aria-describedby={described}
          onChange={(event) => setText(event.target.value)}
          className={`${FIELD} w-full max-w-md`}
        />
      </label>
      <span id={described} className="sr-only">
        {t('bookings.searchFor')}
      </span>
    </form>
  );
}
