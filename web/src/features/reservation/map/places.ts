import type { Map as MapLibreMap } from 'maplibre-gl';
import { Marker } from 'maplibre-gl';
import { GAZETTEER, placeLabel, type PlaceKind } from '@chauffeur/contracts/gazetteer';
import type { Language } from '@chauffeur/contracts';

/**
 * The places of the bundled gazetteer on the offline map, so a customer recognises where the trip goes
 * without any tiles: a dot per place and its name in the visitor's language. Names are HTML labels (an
 * offline style has no glyphs for map text), shown from the zoom at which the kind of place matters.
 */
const MIN_ZOOM: Record<PlaceKind, number> = {
  airport: 6,
  city: 7.5,
  station: 11,
  municipality: 10.5,
  eu: 13,
  hotel: 14,
  venue: 14,
};
const DOT: Record<PlaceKind, string> = {
  airport: '#e3cd94',
  city: '#f4efe6',
  station: '#9fb7d6',
  municipality: '#c9c3b8',
  eu: '#8aa0c8',
  hotel: '#a89a7c',
  venue: '#a89a7c',
};

export const PLACES_GEOJSON: GeoJSON.FeatureCollection<GeoJSON.Point> = {
  type: 'FeatureCollection',
  features: GAZETTEER.map((entry) => ({
    type: 'Feature',
    properties: { kind: entry.kind, color: DOT[entry.kind], minzoom: MIN_ZOOM[entry.kind] },
    geometry: { type: 'Point', coordinates: [entry.lng, entry.lat] },
  })),
};

/** Adds the places' dots (a layer of the style) and their name labels (markers) to an offline map. */
export function addPlaces(map: MapLibreMap, language: Language): () => void {
  if (!map.getSource('places')) {
    map.addSource('places', { type: 'geojson', data: PLACES_GEOJSON });
    map.addLayer({
      id: 'places',
      type: 'circle',
      source: 'places',
      filter: ['>=', ['zoom'], ['get', 'minzoom']],
      paint: {
        'circle-radius': 3.5,
        'circle-color': ['get', 'color'],
        'circle-stroke-color': '#0a0a0b',
        'circle-stroke-width': 1,
      },
    });
  }
  const labels = GAZETTEER.map((entry) => {
    const element = document.createElement('div');
    element.className = 'map-place-label';
    element.textContent = placeLabel(entry, language);
    element.setAttribute('aria-hidden', 'true');
    element.style.cssText =
      'font:500 11px/1.2 Manrope Variable,system-ui,sans-serif;color:#e8e2d6;white-space:nowrap;' +
      'text-shadow:0 0 3px #0a0a0b,0 0 3px #0a0a0b;pointer-events:none;transform-origin:left;';
    const marker = new Marker({ element, anchor: 'left', offset: [6, 0] }).setLngLat([entry.lng, entry.lat]);
    return { marker, minZoom: MIN_ZOOM[entry.kind] };
  });
  const update = () => {
    const zoom = map.getZoom();
    for (const { marker, minZoom } of labels) {
      if (zoom >= minZoom) marker.addTo(map);
      else marker.remove();
    }
  };
  update();
  map.on('zoomend', update);
  return () => {
    map.off('zoomend', update);
    for (const { marker } of labels) marker.remove();
  };
}
