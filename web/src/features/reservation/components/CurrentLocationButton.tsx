import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { placeSchema, type Location } from '@chauffeur/contracts';
import { api } from '../../../lib/api';
import { currentLanguage } from '../../../i18n';
import { PinIcon } from '../../../components/ui/site-icons';
import { BusyButton } from '../../../components/confirm/BusyButton';

type Status = 'idle' | 'locating' | 'denied' | 'unavailable';

function position(): Promise<GeolocationPosition> {
  return new Promise((resolve, reject) =>
    navigator.geolocation.getCurrentPosition(resolve, reject, { enableHighAccuracy: true, timeout: 15_000 }),
  );
}

/**
 * 'Use my current location' (SPEC 2): the browser's position, named by GET /api/geo/reverse in the
 * visitor's language when a known place is near, otherwise 'Current Location'. A refusal says how to continue.
 */
export function CurrentLocationButton({ onLocate }: { onLocate: (place: Location) => void }) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<Status>('idle');
  const supported = typeof navigator !== 'undefined' && 'geolocation' in navigator;

  const locate = async () => {
    if (!supported) return setStatus('unavailable');
    setStatus('locating');
    let coords: GeolocationCoordinates;
    try {
      coords = (await position()).coords;
    } catch (error) {
      const denied = (error as GeolocationPositionError | undefined)?.code === 1;
      return setStatus(denied ? 'denied' : 'unavailable');
    }
    const lat = Math.round(coords.latitude * 1e6) / 1e6;
    const lng = Math.round(coords.longitude * 1e6) / 1e6;
    const near = await api
      .get(
        `/geo/reverse?${new URLSearchParams({ lat: String(lat), lng: String(lng), lang: currentLanguage() })}`,
        placeSchema,
      )
      .catch(() => null);
    const label = t('wizard.currentLocation');
    onLocate({ lat, lng, address: near ? t('labelled', { label, value: near.address }) : label });
    setStatus('idle');
  };

  return (
    <div>
      {/* Busy, not disabled, while locating: it keeps the keyboard (a disabled one dropped it to the page's
          body), and a press meanwhile asks nothing more. */}
      <BusyButton
        busy={status === 'locating'}
        onClick={() => void locate()}
        className="inline-flex min-h-11 items-center gap-2 text-sm font-medium text-gold-300 underline-offset-4 hover:text-gold-200 hover:underline aria-disabled:opacity-60"
      >
        <PinIcon className="h-4 w-4" />
        {status === 'locating' ? t('wizard.locating') : t('wizard.useLocation')}
      </BusyButton>
      <p role="status" className="text-xs text-red-300">
        {status === 'denied'
          ? t('wizard.locationDenied')
          : status === 'unavailable'
            ? t('wizard.locationUnavailable')
            : ''}
      </p>
    </div>
  );
}
