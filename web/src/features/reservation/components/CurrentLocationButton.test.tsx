import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AppProviders } from '../../../app/providers';
import { i18n } from '../../../i18n';
import { jsonResponse, mockFetch } from '../../../test/fetch';
import '../i18n/register';
import { CurrentLocationButton } from './CurrentLocationButton';

const here = { coords: { latitude: 50.8467, longitude: 4.3525 } } as GeolocationPosition;

describe('use my current location', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    await i18n.changeLanguage('en');
  });

  it('names the place found near the visitor after the language’s colon: a no-break space before it in French', async () => {
    await i18n.changeLanguage('fr');
    vi.stubGlobal('navigator', {
      ...navigator,
      geolocation: { getCurrentPosition: (resolve: PositionCallback) => resolve(here) },
    });
    mockFetch(() =>
      jsonResponse({
        address: 'Grand-Place, 1000 Bruxelles',
        lat: 50.8467,
        lng: 4.3525,
        label: 'Grand-Place',
      }),
    );
    const onLocate = vi.fn();
    render(
      <AppProviders>
        <CurrentLocationButton onLocate={onLocate} />
      </AppProviders>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Utiliser ma position actuelle' }));
    await waitFor(() => expect(onLocate).toHaveBeenCalled());
    expect(onLocate.mock.calls[0]![0]).toMatchObject({
      address: 'Position actuelle\u00a0: Grand-Place, 1000 Bruxelles',
    });
  });
});
