import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
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

const CENTRE = '11111111-1111-4111-8111-111111111111';
const BRU = '22222222-2222-4222-8222-222222222222';
const CRL = '33333333-3333-4333-8333-333333333333';
// The live Airport Transfers page: its plans name zone pairs, their price is the fare table's.
const routed = service(1, {
  slug: 'airport-transfers',
  title: { en: 'Airport Transfers' },
  pricing_plans: [
    {
      name: { en: 'Brussels Airport (BRU)' },
      route: { zone_ids: [CENTRE, BRU] },
      description: { en: 'Centre' },
    },
    { name: { en: 'Charleroi (CRL)' }, route: { zone_ids: [CENTRE, CRL] }, description: { en: 'Centre' } },
  ],
});
// The zones' names in every language they have, as GET /api/zone-fares answers them (decision 276).
const zone = (id: string, name: Record<string, string>) => ({ id, name });
// Stored under the sorted pair key, as the server does: the page must find it whatever the plan's order.
const FARES = {
  items: [
    {
      id: `${CENTRE}_${BRU}`,
      zones: [
        zone(CENTRE, { en: 'Brussels centre', fr: 'Bruxelles-centre', nl: 'Brussel-centrum' }),
        zone(BRU, { en: 'Brussels Airport', fr: 'Aéroport de Bruxelles', nl: 'Luchthaven Brussel' }),
      ],
      prices: [
        { vehicle_id: '44444444-4444-4444-8444-444444444444', price: 110 },
        { vehicle_id: '55555555-5555-4555-8555-555555555555', price: 85 },
      ],
    },
  ],
};

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
    // SPEC 2's order down the page: Benefits, Pricing Plans, then Features.
    const article = within(screen.getByRole('article'));
    expect(article.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Benefits',
      'Pricing Plans',
      'Features',
    ]);
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

  it('shows the fare table price of a plan that names a route: the cheapest model, "Fixed price from"', async () => {
    mockSiteApi({
      '/api/services/airport-transfers': () => jsonResponse(routed),
      '/api/zone-fares': () => jsonResponse(FARES),
    });
    renderApp('/services/airport-transfers');
    const plans = (await screen.findByRole('heading', { name: 'Pricing Plans' })).parentElement!;
    const bru = within(plans).getByText('Brussels Airport (BRU)').closest('li')!;
    expect(await within(bru).findByText('€85.00')).toBeTruthy();
    expect(within(bru).getByText('Fixed price from')).toBeTruthy();
    // A pair without a fixed fare goes by the km in the wizard: the page says so rather than invent a price.
    const crl = within(plans).getByText('Charleroi (CRL)').closest('li')!;
    expect(within(crl).getByText('Priced by distance in the booking form')).toBeTruthy();
  });

  it.each([
    ['fr', 'Prix fixe à partir de', '85,00 €', 'Prix selon la distance dans le formulaire de réservation'],
    ['nl', 'Vaste prijs vanaf', '€ 85,00', 'Prijs volgens afstand in het boekingsformulier'],
  ])('shows a %s visitor the fare table price in their language', async (language, from, price, byKm) => {
    mockSiteApi({
      '/api/services/airport-transfers': () => jsonResponse(routed),
      '/api/zone-fares': () => jsonResponse(FARES),
    });
    await i18n.changeLanguage(language);
    renderApp('/services/airport-transfers');
    const bru = (await screen.findByText('Brussels Airport (BRU)')).closest('li')!;
    expect(await within(bru).findByText(price)).toBeTruthy();
    expect(within(bru).getByText(from)).toBeTruthy();
    const crl = screen.getByText('Charleroi (CRL)').closest('li')!;
    expect(within(crl).getByText(byKm)).toBeTruthy();
    await i18n.changeLanguage('en');
  });

  it('says so when the fares cannot be loaded, and loads them again on Try again', async () => {
    let down = true;
    mockSiteApi({
      '/api/services/airport-transfers': () => jsonResponse(routed),
      '/api/zone-fares': () => (down ? problemResponse(503, { title: 'Down' }) : jsonResponse(FARES)),
    });
    renderApp('/services/airport-transfers');
    const alerts = await screen.findAllByRole('alert', {}, { timeout: 15_000 });
    expect(alerts[0]!.textContent).toContain('Unable to load this price.');
    down = false;
    fireEvent.click(within(alerts[0]!).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('€85.00')).toBeTruthy();
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
