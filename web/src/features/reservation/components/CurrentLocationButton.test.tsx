import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AppProviders } from '../../../app/providers';
import { i18n } from '../../../i18n';
import { jsonResponse, mockFetch } from '../../../test/fetch';
import { pressEnterTwiceWhileBusy } from '../../../test/keyboard';
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

  it('keeps the keyboard on the button while the position is sought, and a second Enter asks nothing more (fr)', async () => {
    await i18n.changeLanguage('fr');
    let found: PositionCallback = () => {};
    const getCurrentPosition = vi.fn((resolve: PositionCallback) => (found = resolve));
    vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
    mockFetch(() => jsonResponse({ address: 'Grand-Place, 1000 Bruxelles', lat: 50.8467, lng: 4.3525 }));
    const onLocate = vi.fn();
    render(
      <AppProviders>
        <CurrentLocationButton onLocate={onLocate} />
      </AppProviders>,
    );
    // A disabled button dropped the keyboard to the page's body until the position was found.
    await pressEnterTwiceWhileBusy(
      screen.getByRole('button', { name: 'Utiliser ma position actuelle' }),
      'Recherche de votre position…',
    );
    expect(getCurrentPosition).toHaveBeenCalledTimes(1);
    found(here);
    await waitFor(() => expect(onLocate).toHaveBeenCalledTimes(1));
    const button = screen.getByRole('button', { name: 'Utiliser ma position actuelle' });
    expect(button.getAttribute('aria-disabled')).toBeNull();
    expect(document.activeElement).toBe(button);
  });
});
