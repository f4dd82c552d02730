import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { AppProviders } from '../../../app/providers';
import type { Corner } from './zone-corners';
import '../i18n/register';
import { ZoneForm } from './ZoneForm';
import * as places from './zone-place';

/** maplibre cannot draw in jsdom: the map module is replaced by one that records what it is shown. */
const map = vi.hoisted(() => ({
  webgl: true,
  onCorner: null as ((corner: Corner) => void) | null,
  shown: [] as Corner[][],
  destroyed: 0,
}));
vi.mock('./zoneMapView', () => ({
  webglAvailable: () => map.webgl,
  createZoneMap: (_: HTMLElement, on: { corner: (corner: Corner) => void; ready: () => void }) => {
    map.onCorner = on.corner;
    on.ready();
    return { show: (corners: Corner[]) => map.shown.push(corners), destroy: () => map.destroyed++ };
  },
}));

function renderPolygonForm() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <AppProviders client={client}>
      <ZoneForm places={places} onDone={() => undefined} />
    </AppProviders>,
  );
  fireEvent.click(screen.getByLabelText('Polygon'));
  return screen.getByLabelText<HTMLTextAreaElement>('Corners');
}
const lastShown = () => map.shown.at(-1);

beforeEach(() => {
  Object.assign(map, { webgl: true, onCorner: null, shown: [], destroyed: 0 });
});
afterEach(() => vi.clearAllMocks());

describe('drawing a polygon zone on the map', () => {
  it('adds a corner per click to the typed corners, and draws what is typed', async () => {
    const corners = renderPolygonForm();
    await waitFor(() => expect(screen.getByTestId('zone-map').dataset.status).toBe('ready'));
    expect(
      screen.getByText('Click the map to add a corner; the corners appear in the list below.'),
    ).toBeTruthy();
    act(() => map.onCorner!({ lat: 50.9, lng: 4.47 }));
    act(() => map.onCorner!({ lat: 50.91234567, lng: 4.49 }));
    expect(corners.value).toBe('50.9, 4.47\n50.91235, 4.49');
    expect(lastShown()).toEqual([
      { lat: 50.9, lng: 4.47 },
      { lat: 50.91235, lng: 4.49 },
    ]);

    fireEvent.change(corners, { target: { value: `${corners.value}\n50.89 4.5` } });
    expect(lastShown()).toHaveLength(3);
    act(() => map.onCorner!({ lat: 50.88, lng: 4.46 }));
    expect(corners.value).toBe('50.9, 4.47\n50.91235, 4.49\n50.89 4.5\n50.88, 4.46');
  });

  it('undoes the last corner and clears them all, on the map and in the text', async () => {
    const corners = renderPolygonForm();
    await waitFor(() => expect(screen.getByTestId('zone-map').dataset.status).toBe('ready'));
    const undo = screen.getByRole<HTMLButtonElement>('button', { name: 'Undo last corner' });
    const clear = screen.getByRole<HTMLButtonElement>('button', { name: 'Clear' });
    expect(undo.disabled).toBe(true);
    fireEvent.change(corners, { target: { value: '50.9, 4.47\n50.91, 4.49\n50.89, 4.5' } });
    fireEvent.click(undo);
    expect(corners.value).toBe('50.9, 4.47\n50.91, 4.49');
    expect(lastShown()).toHaveLength(2);
    fireEvent.click(clear);
    expect(corners.value).toBe('');
    expect(lastShown()).toEqual([]);
    expect(clear.disabled).toBe(true);
  });

  it('without WebGL says so in a short note and leaves the typed corners working', async () => {
    map.webgl = false;
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const corners = renderPolygonForm();
    expect(
      await screen.findByText('The map cannot be shown in this browser: type the corners below.'),
    ).toBeTruthy();
    expect(screen.getByTestId('zone-map').dataset.status).toBe('failed');
    fireEvent.change(corners, { target: { value: '50.9, 4.47\n50.91, 4.49' } });
    fireEvent.click(screen.getByRole('button', { name: 'Undo last corner' }));
    expect(corners.value).toBe('50.9, 4.47');
    expect(map.shown).toEqual([]);
  });

  it('lets the map go when the polygon gives way to a place and radius', async () => {
    renderPolygonForm();
    await waitFor(() => expect(screen.getByTestId('zone-map').dataset.status).toBe('ready'));
    fireEvent.click(screen.getByLabelText('Place and radius'));
    expect(screen.queryByTestId('zone-map')).toBeNull();
    expect(map.destroyed).toBe(1);
  });
});
