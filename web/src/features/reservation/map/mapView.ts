import { LngLatBounds, Map as MapLibreMap, Marker, NavigationControl, setWorkerUrl } from 'maplibre-gl';
import type { GeoJSONSource, LngLatLike } from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import type { Language, LineString, Location } from '@chauffeur/contracts';
import { OFFLINE_STYLE } from './offlineStyle';
import { addPlaces, type PlacesHandle } from './places';
import { MAP_TEXTS } from './mapTexts';

/** SPEC 9: the map opens on Brussels. */
export const BRUSSELS: [number, number] = [4.3517, 50.8503];
export const DEFAULT_ZOOM = 12;

export interface RouteView {
  pickup: Location | null;
  destination: Location | null;
  geometry: LineString | null;
}

export interface RouteMapHandle {
  show(view: RouteView): void;
  destroy(): void;
}

const EMPTY: GeoJSON.FeatureCollection = { type: 'FeatureCollection', features: [] };

export function webglAvailable(): boolean {
  try {
    const canvas = document.createElement('canvas');
    return Boolean(canvas.getContext('webgl2') ?? canvas.getContext('webgl'));
  } catch {
    return false;
  }
}

function pin(label: string, className: string): HTMLElement {
  const element = document.createElement('div');
  element.className = `route-pin ${className}`;
  element.textContent = label;
  element.setAttribute('aria-hidden', 'true');
  element.style.cssText =
    'display:grid;place-items:center;width:28px;height:28px;border-radius:9999px;font:600 13px/1 sans-serif;' +
    'box-shadow:0 2px 8px rgba(0,0,0,.6);border:2px solid #0a0a0b;color:#0a0a0b;';
  return element;
}

/** Adds the route's source and layers to whatever style is loaded (the configured one or the offline one). */
function addRouteLayers(map: MapLibreMap) {
  if (map.getSource('route')) return;
  map.addSource('route', { type: 'geojson', data: EMPTY });
  map.addLayer({
    id: 'route-casing',
    type: 'line',
    source: 'route',
    layout: { 'line-join': 'round', 'line-cap': 'round' },
    paint: { 'line-color': '#0a0a0b', 'line-width': 8, 'line-opacity': 0.8 },
  });
  map.addLayer({
    id: 'route-line',
    type: 'line',
    source: 'route',
    layout: { 'line-join': 'round', 'line-cap': 'round' },
    paint: { 'line-color': '#d4b46a', 'line-width': 4 },
  });
}

/**
 * A maplibre map of the trip: pickup (A) and destination (B) markers, the quote's route line, fitted into
 * view. A style that fails before it loads is replaced by the offline one; `onFail` reports a map that
 * cannot draw at all (no WebGL), so the page can go on without it.
 */
export function createRouteMap(
  container: HTMLElement,
  styleUrl: string | null,
  language: Language,
  onFail: (reason: unknown) => void,
): RouteMapHandle {
  setWorkerUrl(workerUrl);
  const map = new MapLibreMap({
    container,
    style: styleUrl ?? OFFLINE_STYLE,
    center: BRUSSELS,
    zoom: DEFAULT_ZOOM,
    attributionControl: styleUrl ? { compact: true } : false,
    cooperativeGestures: true,
    locale: MAP_TEXTS[language],
  });
  map.addControl(new NavigationControl({ showCompass: false }), 'top-right');
  const markerA = new Marker({ element: pin('A', 'route-pin-a') });
  const markerB = new Marker({ element: pin('B', 'route-pin-b') });
  markerA.getElement().style.background = '#d4b46a';
  markerB.getElement().style.background = '#f4efe6';
  let loaded = false;
  let fellBack = styleUrl === null;
  let latest: RouteView = { pickup: null, destination: null, geometry: null };
  let places: PlacesHandle | null = null;
  // The offline style has no places of its own: the gazetteer's are drawn over it (a configured style has
  // its own names and roads).
  const onOfflineStyle = () => {
    places ??= addPlaces(map, language, () => [markerA, markerB]);
  };

  const render = () => {
    const { pickup, destination, geometry } = latest;
    for (const [marker, place] of [
      [markerA, pickup],
      [markerB, destination],
    ] as const) {
      if (place) marker.setLngLat([place.lng, place.lat]).addTo(map);
      else marker.remove();
    }
    // Names give way to the pins: placed again now, as a cleared pin (no fit follows) or one set where the
    // map already is does not move the map (decision 301); a fit that moves it places them again at its end.
    places?.place();
    if (!loaded) return;
    (map.getSource('route') as GeoJSONSource | undefined)?.setData(
      geometry ? { type: 'Feature', properties: {}, geometry } : EMPTY,
    );
    const points: LngLatLike[] = [
      ...(geometry?.coordinates ?? []),
      ...[pickup, destination]
        .filter((p): p is Location => p !== null)
        .map((p) => [p.lng, p.lat] as [number, number]),
    ];
    if (points.length === 0) return;
    const bounds = points.reduce((b, p) => b.extend(p), new LngLatBounds(points[0], points[0]));
    map.fitBounds(bounds, { padding: 56, maxZoom: 14, duration: 600 });
  };

  map.on('load', () => {
    loaded = true;
    if (styleUrl === null) onOfflineStyle();
    addRouteLayers(map);
    render();
  });
  // A configured style that cannot be fetched: draw the offline one instead.
  map.on('error', (event: { error: unknown }) => {
    if (!loaded && !fellBack) {
      fellBack = true;
      console.warn('[map] style failed, using the offline style', event.error);
      map.setStyle(OFFLINE_STYLE);
      map.once('style.load', () => {
        loaded = true;
        onOfflineStyle();
        addRouteLayers(map);
        render();
      });
    } else {
      console.warn('[map]', event.error);
    }
  });
  map.on('webglcontextlost', () => onFail(new Error('WebGL context lost')));

  return {
    show(view) {
      latest = view;
      render();
    },
    destroy() {
      places?.remove();
      map.remove();
    },
  };
}
