import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Location } from '@chauffeur/contracts';
import { ArrowRightIcon } from '../../../components/ui/icons';
import { PATHS } from '../../../lib/paths';
import { PlaceInput } from '../../places';
import { handoffSearch } from '../../reservation';

/**
 * The hero's booking card (SPEC 2): pickup and destination picked from the address search, then
 * /reservation with both (each may be empty) in router state and in the URL.
 */
export function HeroBookingForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [pickup, setPickup] = useState<Location | null>(null);
  const [destination, setDestination] = useState<Location | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void navigate(
      { pathname: PATHS.reservation, search: handoffSearch({ pickup, destination }) },
      { state: { pickup, destination } },
    );
  };

  return (
    <form
      onSubmit={onSubmit}
      aria-labelledby="hero-booking-title"
      className="rounded-md border border-gold-500/25 bg-ink-900/85 p-6 shadow-2xl shadow-black/50 backdrop-blur-md sm:p-8"
    >
      <h2 id="hero-booking-title" className="font-display text-2xl font-semibold text-ivory sm:text-3xl">
        {t('home.bookingTitle')}
      </h2>
      <div className="mt-6 space-y-3">
        <PlaceInput
          label={t('home.pickupLabel')}
          value={pickup}
          onChange={setPickup}
          placeholder={t('home.addressPlaceholder')}
        />
        <PlaceInput
          label={t('home.destinationLabel')}
          value={destination}
          onChange={setDestination}
          placeholder={t('home.addressPlaceholder')}
        />
      </div>
      <button type="submit" className="btn-gold mt-4 w-full py-3 max-sm:tracking-[0.08em]">
        {t('home.reserve')}
        <ArrowRightIcon className="h-4 w-4" />
      </button>
      <p className="mt-4 text-center text-xs tracking-wide text-stone-400">{t('home.bookingNote')}</p>
    </form>
  );
}
