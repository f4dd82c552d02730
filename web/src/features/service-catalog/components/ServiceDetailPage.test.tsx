import { beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { i18n } from '../../../i18n';
import { jsonResponse, problemResponse } from '../../../test/fetch';
import { renderApp } from '../../../test/render';
import { mockSiteApi } from '../../../test/site-api';
import { service } from '../../../test/site-fixtures';

const airport = service(1, {
  slug: 'airport-transfers',
  title: { en: 'Airport Transfers', nl: 'Luchthaventransfers' },
  short_description: { en: 'To and from Zaventem.', nl: 'Van en naar Zaventem.' },
  full_description: { en: 'We track your flight.', nl: 'We volgen uw vlucht.' },
  benefits: [{ en: 'Free waiting', nl: 'Gratis wachttijd' }],
  features: [{ en: 'Name board', nl: 'Naambord' }],
  pricing_plans: [
    { name: { en: 'Brussels Airport (BRU)' }, price: 85, description: { en: 'From the centre' } },
  ],
});

describe('/services/:slug', { timeout: 20_000 }, () => {
  beforeAll(() => import('./ServiceDetailPage'), 60_000);

  it('shows the service with back link, image, description, benefits, plans and features', async () => {
    mockSiteApi({ '/api/services/airport-transfers': () => jsonResponse(airport) });
    renderApp('/services/airport-transfers');
    expect(await screen.findByRole('heading', { level: 1, name: 'Airport Transfers' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to services' }).getAttribute('href')).toBe('/services');
    expect(screen.getByRole('img', { name: 'Airport Transfers' }).getAttribute('src')).toBe(
      airport.image_url,
    );
    expect(screen.getByText('We track your flight.')).toBeTruthy();
    const benefits = screen.getByRole('heading', { name: 'Benefits' }).parentElement!;
    expect(within(benefits).getByText('Free waiting')).toBeTruthy();
    const features = screen.getByRole('heading', { name: 'Features' }).parentElement!;
    expect(within(features).getByText('Name board')).toBeTruthy();
    const plans = screen.getByRole('heading', { name: 'Pricing Plans' }).parentElement!;
    expect(within(plans).getByText('Brussels Airport (BRU)')).toBeTruthy();
    // One currency everywhere: the settings' one (euro here), not the original's dollar sign.
    expect(within(plans).getByText('€85.00')).toBeTruthy();
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'To and from Zaventem.',
    );
  });

  it('shows the texts in the visitor language, English where a text has none', async () => {
    mockSiteApi({ '/api/services/airport-transfers': () => jsonResponse(airport) });
    await i18n.changeLanguage('nl');
    renderApp('/services/airport-transfers');
    expect(await screen.findByRole('heading', { level: 1, name: 'Luchthaventransfers' })).toBeTruthy();
    expect(screen.getByText('Gratis wachttijd')).toBeTruthy();
    expect(screen.getByText('From the centre')).toBeTruthy();
    expect(screen.getByText('€ 85,00')).toBeTruthy();
  });

  it("says 'Service not found' for a slug no service has", async () => {
    mockSiteApi({
      '/api/services/weddings-on-mars': () =>
        problemResponse(404, { title: 'Not Found', detail: 'Service not found' }),
    });
    renderApp('/services/weddings-on-mars');
    expect(await screen.findByRole('heading', { level: 1, name: 'Service not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to services' })).toBeTruthy();
  });

  it("says 'Invalid service URL' for an address that cannot be a slug, without asking the server", async () => {
    const fetchMock = mockSiteApi();
    renderApp('/services/Not%20A%20Slug!');
    expect(await screen.findByRole('heading', { level: 1, name: 'Invalid service URL' })).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/services/'))).toBe(false);
  });
});
