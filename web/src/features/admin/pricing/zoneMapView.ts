import { LngLatBounds, Map as MapLibreMap, NavigationControl, setWorkerUrl } from 'maplibre-gl';
import type { GeoJSONSource } from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { OFFLINE_STYLE } from '../../reservation';
import type { Corner } from './zone-corners';

/**
 * The zone drawing map (decision 176): maplibre with the site's offline style, the corners as dots and the
 * polygon they make so far. Loaded on demand by ZoneDrawMap, so the admin chunk does not carry maplibre.
 */
export interface ZoneMapHandle {
  show(corners: Corner[]): void;
  destroy(): void;
}

const BRUSSELS: [number, number] = [4.3517, 50.8503];
const GOLD = '#d4b46a';

/** The drawing as GeoJSON: the outline (a ring once there are three corners) and a dot per corner. */
function drawing(corners: Corner[]): GeoJSON.FeatureCollection {
  const ring = corners.map((c): [number, number] => [c.lng, c.lat]);
  const [first] = ring;
  const features: GeoJSON.Feature[] = corners.map((c) => ({
    type: 'Feature',
    properties: {},
    geometry: { type: 'Point', coordinates: [c.lng, c.lat] },
  }));
  if (first && ring.length >= 3)
    features.unshift({
      type: 'Feature',
      properties: {},
      geometry: { type: 'Polygon', coordinates: [[...ring, first]] },
    });
  else if (ring.length === 2)
    features.unshift({
      type: 'Feature',
      properties: {},
      geometry: { type: 'LineString', coordinates: ring },
    });
  return { type: 'FeatureCollection', features };
}

export function webglAvailable(): boolean {
  try {
    const canvas = document.createElement('canvas');
    return Boolean(canvas.getContext('webgl2') ?? canvas.getContext('webgl'));
  } catch {
    return false;
  }
}

/**
 * A map where each click is a corner (`on.corner`); `on.ready` says it has drawn its style (a click before
 * would add a corner the map cannot show yet), `on.fail` reports a map that cannot draw at all.
 */
export function createZoneMap(
  container: HTMLElement,
  on: { corner: (corner: Corner) => void; ready: () => void; fail: (reason: unknown) => void },
): ZoneMapHandle {
  setWorkerUrl(workerUrl);
  const map = new MapLibreMap({
    container,
    style: OFFLINE_STYLE,
    center: BRUSSELS,
    zoom: 10,
    attributionControl: false,
    // A double click would add two corners: it must not zoom as well.
    doubleClickZoom: false,
  });
  map.addControl(new NavigationControl({ showCompass: false }), 'top-right');
  map.getCanvas().style.cursor = 'crosshair';
  let loaded = false;
  let latest: Corner[] = [];

  const render = () => {
    if (loaded) (map.getSource('zone') as GeoJSONSource | undefined)?.setData(drawing(latest));
  };
  // An existing zone opens framed; later corners never move the map under the pointer.
  const frame = () => {
    const [first] = latest;
    if (!first) return;
    const bounds = latest.reduce(
      (b, c) => b.extend([c.lng, c.lat]),
      new LngLatBounds([first.lng, first.lat], [first.lng, first.lat]),
    );
    map.fitBounds(bounds, { padding: 40, maxZoom: 14, duration: 0 });
  };

  map.on('load', () => {
    map.addSource('zone', { type: 'geojson', data: drawing([]) });
    map.addLayer({
      id: 'zone-fill',
      type: 'fill',
      source: 'zone',
      filter: ['==', ['geometry-type'], 'Polygon'],
      paint: { 'fill-color': GOLD, 'fill-opacity': 0.2 },
    });
    map.addLayer({
      id: 'zone-outline',
      type: 'line',
      source: 'zone',
      filter: ['!=', ['geometry-type'], 'Point'],
      paint: { 'line-color': GOLD, 'line-width': 2 },
    });
    map.addLayer({
      id: 'zone-corners',
      type: 'circle',
      source: 'zone',
      filter: ['==', ['geometry-type'], 'Point'],
      paint: {
        'circle-radius': 5,
        'circle-color': GOLD,
        'circle-stroke-color': '#0a0a0b',
        'circle-stroke-width': 2,
      },
    });
    loaded = true;
    render();
    frame();
    on.ready();
  });
  map.on('click', (event) => on.corner({ lat: event.lngLat.lat, lng: event.lngLat.lng }));
  map.on('error', (event: { error: unknown }) => console.warn('[zone map]', event.error));
  map.on('webglcontextlost', () => on.fail(new Error('WebGL context lost')));

  return {
    show(corners) {
      latest = corners;
      render();
    },
    destroy() {
      map.remove();
    },
  };
}
