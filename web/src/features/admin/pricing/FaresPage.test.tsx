import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { pressEnter } from '../../../test/keyboard';
import { AppProviders } from '../../../app/providers';
import { jsonResponse, mockFetch, problemResponse } from '../../../test/fetch';
import { i18n } from '../../../i18n';
import { FaresPage } from './FaresPage';

const CENTRE = '11111111-1111-4111-8111-111111111111';
const BRU = '22222222-2222-4222-8222-222222222222';
const E = '44444444-4444-4444-8444-444444444444';
const S = '55555555-5555-4555-8555-555555555555';
const stamp = { revision: 2, created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-01T00:00:00.000Z' };
const ZONES = [
  {
    id: CENTRE,
    name: { en: 'Brussels centre' },
    shape: { kind: 'circle', place_id: 'grand-place', center: { lat: 50.8467, lng: 4.3525 }, radius_km: 2 },
    ...stamp,
  },
  {
    id: BRU,
    name: { en: 'Brussels Airport' },
    shape: {
      kind: 'polygon',
      points: [
        { lat: 50.9, lng: 4.47 },
        { lat: 50.91, lng: 4.49 },
        { lat: 50.89, lng: 4.5 },
      ],
    },
    ...stamp,
  },
];
/** A place whose French name starts with a vowel ("autour de Aéroport…" was the defect). */
const ANTWERP = {
  ...ZONES[0]!,
  id: '88888888-8888-4888-8888-888888888888',
  name: { en: 'Antwerp Airport' },
  shape: { kind: 'circle', place_id: 'anr-airport', center: { lat: 51.1906, lng: 4.4624 }, radius_km: 4 },
};
const vehicle = (id: string, name: string, price_per_km: number) => ({
  id,
  name,
  price_per_km,
  description: { en: name },
  image_url: '/images/vehicles/mercedes-e-class.svg',
  type: 'standard',
  max_passengers: 3,
  max_luggage: 3,
  ...stamp,
});
const FARES = [
  {
    id: `${CENTRE}_${BRU}`,
    zone_ids: [CENTRE, BRU],
    prices: [{ vehicle_id: E, price: 85 }],
    revision: 0,
    updated_at: stamp.updated_at,
  },
];
const OK = { id: 'x', revision: 3, position: '42', models: ['pricing'] };

type Call = { method: string; path: string; body: unknown };
function serve(answer: (call: Call) => Response | Promise<Response> | undefined = () => undefined) {
  const calls: Call[] = [];
  mockFetch((url, init) => {
    const call = {
      method: init.method ?? 'GET',
      path: new URL(url, 'http://localhost').pathname,
      body: init.body ? JSON.parse(String(init.body)) : undefined,
    };
    calls.push(call);
    const custom = answer(call);
    if (custom) return custom;
    if (call.method !== 'GET') return jsonResponse(OK);
    if (call.path === '/api/admin/zones') return jsonResponse({ items: ZONES });
    if (call.path === '/api/admin/zone-fares') return jsonResponse({ items: FARES });
    if (call.path === '/api/admin/vehicles')
      return jsonResponse({ items: [vehicle(E, 'E-Class', 2.2), vehicle(S, 'S-Class', 3.5)] });
    return jsonResponse({});
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <AppProviders client={client}>
      <MemoryRouter>
        <FaresPage />
      </MemoryRouter>
    </AppProviders>,
  );
  return calls;
}

describe('admin fares', { timeout: 20_000 }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('lists the zones with their shape and size, and the fixed fares per pair and model', async () => {
    serve();
    const zones = (await screen.findByRole('heading', { name: 'Zones' })).closest('section')!;
    expect(within(zones).getByText('Brussels centre')).toBeTruthy();
    expect(within(zones).getByText('Place and radius · 2 km around Grand Place')).toBeTruthy();
    expect(within(zones).getByText('Polygon · 3 corners')).toBeTruthy();
    const e = (await screen.findByLabelText(
      'Price E-Class, Brussels centre ↔ Brussels Airport',
    )) as HTMLInputElement;
    expect(e.value).toBe('85');
    // No price for the S-Class: that model goes by the km on this pair.
    expect(
      (screen.getByLabelText('Price S-Class, Brussels centre ↔ Brussels Airport') as HTMLInputElement).value,
    ).toBe('');
  });

  it('saves a row edited in place as one PUT with every model priced in it', async () => {
    const calls = serve();
    const s = await screen.findByLabelText('Price S-Class, Brussels centre ↔ Brussels Airport');
    fireEvent.change(screen.getByLabelText('Price E-Class, Brussels centre ↔ Brussels Airport'), {
      target: { value: '90' },
    });
    fireEvent.change(s, { target: { value: '125' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save fares Brussels centre ↔ Brussels Airport' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')).toEqual({
      method: 'PUT',
      path: '/api/admin/zone-fares',
      body: {
        zone_ids: [CENTRE, BRU],
        prices: [
          { vehicle_id: E, price: 90 },
          { vehicle_id: S, price: 125 },
        ],
      },
    });
  });

  it('keeps the keyboard on Save while the row saves, and sends one PUT however often it is pressed', async () => {
    let answer = (_: Response) => {};
    // The server answers the PUT when the test says: the row is seen saving meanwhile.
    const calls = serve((call) =>
      call.method === 'PUT' ? new Promise<Response>((resolve) => (answer = resolve)) : undefined,
    );
    await screen.findByLabelText('Price S-Class, Brussels centre ↔ Brussels Airport');
    const save = screen.getByRole('button', { name: 'Save fares Brussels centre ↔ Brussels Airport' });
    save.focus();
    pressEnter();
    await waitFor(() => expect(save.getAttribute('aria-disabled')).toBe('true'));
    // Unavailable but not disabled: a browser keeps the focus on it (a disabled one drops it to the page's top).
    expect((save as HTMLButtonElement).disabled).toBe(false);
    expect(document.activeElement).toBe(save);
    pressEnter();
    answer(jsonResponse(OK));
    await waitFor(() => expect(save.getAttribute('aria-disabled')).toBeNull());
    expect(document.activeElement).toBe(save);
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1);
  });

  it('sends the revision it read, and when another admin saved the pair first shows their prices with the panel’s sentence', async () => {
    let saved = FARES;
    serve((call) => {
      if (call.method === 'PUT') {
        // Meanwhile another admin set the E-Class to 95: this save is refused, theirs kept.
        saved = [{ ...FARES[0]!, prices: [{ vehicle_id: E, price: 95 }], revision: 1 }];
        return problemResponse(409, { title: 'Conflict' });
      }
      if (call.method === 'GET' && call.path === '/api/admin/zone-fares')
        return jsonResponse({ items: saved });
      return undefined;
    });
    const e = (await screen.findByLabelText(
      'Price E-Class, Brussels centre ↔ Brussels Airport',
    )) as HTMLInputElement;
    fireEvent.change(e, { target: { value: '90' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save fares Brussels centre ↔ Brussels Airport' }));
    expect(await screen.findByText(/Someone else saved this record while you were editing it/)).toBeTruthy();
    await waitFor(() => expect(e.value).toBe('95'));
    const put = vi.mocked(fetch).mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(new Headers(put[1]!.headers).get('if-match')).toBe('"0"');
  });

  it('says under the cell what is wrong with a price, without sending it', async () => {
    const calls = serve();
    const e = await screen.findByLabelText('Price E-Class, Brussels centre ↔ Brussels Airport');
    fireEvent.change(e, { target: { value: '-5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save fares Brussels centre ↔ Brussels Airport' }));
    await waitFor(() => expect(e.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(e.getAttribute('aria-describedby')!)?.textContent).toBeTruthy();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('refuses a price of 0 under its cell (a fixed fare is never free), without sending it', async () => {
    const calls = serve();
    const e = await screen.findByLabelText('Price E-Class, Brussels centre ↔ Brussels Airport');
    fireEvent.change(e, { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save fares Brussels centre ↔ Brussels Airport' }));
    await waitFor(() => expect(e.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(e.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Must be greater than 0.',
    );
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it("adds a circle zone and shows the server's 400 message by its field", async () => {
    const calls = serve((call) =>
      call.method === 'POST'
        ? problemResponse(400, {
            title: 'Bad Request',
            errors: [{ field: 'body.shape.radius_km', message: 'Radius must be at most 50 km' }],
          })
        : undefined,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Add zone' }));
    const form = screen.getByRole('form', { name: 'New zone' });
    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'Antwerp' } });
    fireEvent.change(within(form).getByLabelText('Latitude'), { target: { value: '51.2194' } });
    fireEvent.change(within(form).getByLabelText('Longitude'), { target: { value: '4.4025' } });
    fireEvent.change(within(form).getByLabelText('Radius (km)'), { target: { value: '5' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save zone' }));
    expect(await within(form).findByText('Radius must be at most 50 km')).toBeTruthy();
    expect(within(form).getByLabelText('Radius (km)').getAttribute('aria-invalid')).toBe('true');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: { en: 'Antwerp' },
      shape: { kind: 'circle', place_id: null, center: { lat: 51.2194, lng: 4.4025 }, radius_km: 5 },
    });
  });

  it('names the polygon line that is not "latitude, longitude"', async () => {
    const calls = serve();
    fireEvent.click(await screen.findByRole('button', { name: 'Add zone' }));
    const form = screen.getByRole('form', { name: 'New zone' });
    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'Ghent' } });
    fireEvent.click(within(form).getByLabelText('Polygon'));
    fireEvent.change(within(form).getByLabelText('Corners'), {
      target: { value: '51.05, 3.70\n51.06 3.73\nnorth of the station' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Save zone' }));
    expect(await within(form).findByText('Line 3 is not "latitude, longitude".')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('writes decimals the French way and searches places in French (fr)', async () => {
    await i18n.changeLanguage('fr');
    const wide = { ...ZONES[0]!, shape: { ...ZONES[0]!.shape, radius_km: 1.5 } };
    const fares = [{ ...FARES[0]!, prices: [{ vehicle_id: E, price: 75.5 }] }];
    const calls = serve((call) => {
      if (call.method !== 'GET') return undefined;
      if (call.path === '/api/admin/zones') return jsonResponse({ items: [wide, ZONES[1], ANTWERP] });
      if (call.path === '/api/admin/zone-fares') return jsonResponse({ items: fares });
      return undefined;
    });
    const zones = (await screen.findByRole('heading', { name: 'Zones' })).closest('section')!;
    // Every place name reads right: no "autour de Aéroport…" (the browser tour). The query reads the
    // no-break spaces inside « » as spaces; the typography guard checks them.
    expect(
      await within(zones).findByText('Lieu et rayon · 1,5 km autour du lieu « Grand-Place »'),
    ).toBeTruthy();
    expect(
      within(zones).getByText("Lieu et rayon · 4 km autour du lieu « Aéroport d'Anvers (ANR) »"),
    ).toBeTruthy();
    expect(within(zones).queryByText(/grand-place/)).toBeNull();
    const e = (await screen.findByLabelText(
      'Prix E-Class, Brussels centre ↔ Brussels Airport',
    )) as HTMLInputElement;
    expect(e.value).toBe('75,50');

    fireEvent.click(screen.getByRole('button', { name: 'Ajouter une zone' }));
    fireEvent.change(screen.getByLabelText('Lieu'), { target: { value: 'gare du nord' } });
    fireEvent.click(screen.getByRole('button', { name: 'Chercher' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/geo/search')).toBe(true));
    const search = vi
      .mocked(fetch)
      .mock.calls.map(([url]) => String(url))
      .find((u) => u.includes('/geo/search'))!;
    expect(new URL(search, 'http://localhost').searchParams.get('lang')).toBe('fr');
  });

  it("names a zone's place in Dutch and keeps a label the gazetteer does not know (nl)", async () => {
    await i18n.changeLanguage('nl');
    const midi = {
      ...ZONES[0]!,
      id: '66666666-6666-4666-8666-666666666666',
      name: { en: 'Zuid' },
      shape: { kind: 'circle', place_id: 'bxl-midi', center: { lat: 50.8356, lng: 4.3365 }, radius_km: 0.5 },
    };
    const typed = {
      ...ZONES[0]!,
      id: '77777777-7777-4777-8777-777777777777',
      name: { en: 'Antwerpen' },
      shape: { kind: 'circle', place_id: 'Meir 1, Antwerpen', center: { lat: 51.2, lng: 4.4 }, radius_km: 3 },
    };
    serve((call) =>
      call.method === 'GET' && call.path === '/api/admin/zones'
        ? jsonResponse({ items: [ZONES[0], midi, typed] })
        : undefined,
    );
    const zones = (await screen.findByRole('heading', { name: 'Zones' })).closest('section')!;
    expect(await within(zones).findByText('Plaats en straal · 2 km rond Grote Markt')).toBeTruthy();
    expect(within(zones).getByText('Plaats en straal · 0,5 km rond Station Brussel-Zuid')).toBeTruthy();
    expect(within(zones).getByText('Plaats en straal · 3 km rond Meir 1, Antwerpen')).toBeTruthy();
  });

  it("names a zone's place with its article in German: um den Ort „Flughafen Antwerpen“ (de)", async () => {
    await i18n.changeLanguage('de');
    serve((call) =>
      call.method === 'GET' && call.path === '/api/admin/zones'
        ? jsonResponse({ items: [ANTWERP] })
        : undefined,
    );
    const zones = (await screen.findByRole('heading', { name: 'Zonen' })).closest('section')!;
    expect(
      await within(zones).findByText('Ort und Radius · 4 km um den Ort „Flughafen Antwerpen (ANR)“'),
    ).toBeTruthy();
  });

  it('shows and reads the radius with a decimal comma, and keeps the picked place by its id (fr)', async () => {
    await i18n.changeLanguage('fr');
    const wide = { ...ZONES[0]!, shape: { ...ZONES[0]!.shape, radius_km: 1.5 } };
    const calls = serve((call) => {
      if (call.method === 'GET' && call.path === '/api/admin/zones')
        return jsonResponse({ items: [wide, ZONES[1]] });
      if (call.path === '/api/geo/search')
        return jsonResponse([
          {
            label: 'Gare de Bruxelles-Midi',
            address: 'Gare de Bruxelles-Midi, 1060 Saint-Gilles, Belgique',
            lat: 50.8358,
            lng: 4.3364,
          },
        ]);
      return undefined;
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Modifier la zone Brussels centre' }));
    const form = screen.getByRole('form', { name: 'Modifier la zone Brussels centre' });
    const radius = within(form).getByLabelText('Rayon (km)') as HTMLInputElement;
    expect(radius.value).toBe('1,5');
    fireEvent.change(within(form).getByLabelText('Lieu'), { target: { value: 'midi' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Chercher' }));
    fireEvent.click(await within(form).findByRole('button', { name: 'Gare de Bruxelles-Midi' }));
    fireEvent.change(radius, { target: { value: '2,5' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Enregistrer la zone' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      name: { en: 'Brussels centre' },
      shape: { kind: 'circle', place_id: 'bxl-midi', center: { lat: 50.8358, lng: 4.3364 }, radius_km: 2.5 },
    });
  });
});
