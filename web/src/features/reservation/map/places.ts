import type { Map as MapLibreMap, Marker as MapLibreMarker } from 'maplibre-gl';
import { Marker } from 'maplibre-gl';
import { GAZETTEER, placeLabel, type PlaceKind } from '@chauffeur/contracts/gazetteer';
import type { Language } from '@chauffeur/contracts';

/**
 * The places of the bundled gazetteer on the offline map, so a customer recognises where the trip goes
 * without any tiles: a dot per place and its name in the visitor's language. Names are HTML labels (an
 * offline style has no glyphs for map text), shown from the zoom at which the kind of place matters, and
 * only where they do not cover a name already placed: in this table's order (where a chauffeur picks up
 * first, then the names that say where the trip goes, then the rest), then the gazetteer's.
 *
 * Brussels' municipalities show from zoom 10: a phone's map fits the Grand-Place to the airport at ~10.3,
 * and with 10.5 it named only three Flemish towns once the fit ended, not a single place of Brussels.
 */
const KINDS: Record<PlaceKind, { minZoom: number; dot: string }> = {
  airport: { minZoom: 6, dot: '#e3cd94' },
  station: { minZoom: 11, dot: '#9fb7d6' },
  municipality: { minZoom: 10, dot: '#c9c3b8' },
  city: { minZoom: 7.5, dot: '#f4efe6' },
  eu: { minZoom: 13, dot: '#8aa0c8' },
  hotel: { minZoom: 14, dot: '#a89a7c' },
  venue: { minZoom: 14, dot: '#a89a7c' },
};
const RANK = Object.keys(KINDS) as PlaceKind[];
const LABEL_FONT = '500 11px Manrope Variable, system-ui, sans-serif';
/** A label's box around its text: the marker's offset from the dot, the line's height, a gap between names. */
const OFFSET_X = 6;
const HALF_HEIGHT = 7;
const GAP = 3;
/** Half a route pin (mapView's are 28 px) and its shadow: names give way to the pins, drawn over them. */
const PIN_RADIUS = 16;

export const PLACES_GEOJSON: GeoJSON.FeatureCollection<GeoJSON.Point> = {
  type: 'FeatureCollection',
  features: GAZETTEER.map((entry) => ({
    type: 'Feature',
    properties: { kind: entry.kind, color: KINDS[entry.kind].dot, minzoom: KINDS[entry.kind].minZoom },
    geometry: { type: 'Point', coordinates: [entry.lng, entry.lat] },
  })),
};

/** The texts' widths in the label's font, without a layout: a canvas measures them (an estimate without one). */
function textWidths(texts: string[]): number[] {
  const context = document.createElement('canvas').getContext('2d');
  if (context) context.font = LABEL_FONT;
  return texts.map((text) => (context ? context.measureText(text).width : text.length * 6));
}

type Box = { left: number; right: number; top: number; bottom: number };
const overlaps = (a: Box, b: Box) =>
  a.left < b.right + GAP && b.left < a.right + GAP && a.top < b.bottom + GAP && b.top < a.bottom + GAP;

/** The places on a map: `place` puts the names again (the pins changed), `remove` takes them off. */
export interface PlacesHandle {
  place(): void;
  remove(): void;
}

/**
 * Adds the places' dots (a layer of the style) and their name labels (markers) to an offline map. `pins`:
 * the trip's A and B markers, which names give way to.
 */
export function addPlaces(map: MapLibreMap, language: Language, pins: () => MapLibreMarker[]): PlacesHandle {
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
  const texts = GAZETTEER.map((entry) => placeLabel(entry, language));
  const widths = textWidths(texts);
  const labels = GAZETTEER.map((entry, index) => {
    const text = texts[index]!;
    const element = document.createElement('div');
    element.className = 'map-place-label';
    element.textContent = text;
    element.setAttribute('aria-hidden', 'true');
    element.style.cssText =
      `font:${LABEL_FONT};line-height:1.2;color:#e8e2d6;white-space:nowrap;` +
      'text-shadow:0 0 3px #0a0a0b,0 0 3px #0a0a0b;pointer-events:none;transform-origin:left;';
    const marker = new Marker({ element, anchor: 'left', offset: [OFFSET_X, 0] }).setLngLat([
      entry.lng,
      entry.lat,
    ]);
    return { marker, kind: entry.kind, minZoom: KINDS[entry.kind].minZoom, width: widths[index]! };
  }).sort((a, b) => RANK.indexOf(a.kind) - RANK.indexOf(b.kind));
  // Placed again when the map stops moving (overlaps change with the zoom, and the map's edges with a pan)
  // and when the pins change (`place`): a pin set or cleared without a move hid or freed names too.
  // Only names whose dot is in view; one that would run past the right edge is written on the dot's left
  // (it was cut there, e.g. in Dutch). The route's pins are placed first: a name never runs under one, and
  // the name of a place a pin covers (the airport under B) is written beside that pin, not cut by it.
  const update = () => {
    const zoom = map.getZoom();
    const { clientWidth: edge, clientHeight: bottom } = map.getContainer();
    const pinsAt = pins()
      .filter((pin) => pin.getElement().isConnected)
      .map((pin) => map.project(pin.getLngLat()));
    const placed: Box[] = pinsAt.map(({ x, y }) => ({
      left: x - PIN_RADIUS,
      right: x + PIN_RADIUS,
      top: y - PIN_RADIUS,
      bottom: y + PIN_RADIUS,
    }));
    for (const { marker, minZoom, width } of labels) {
      const at = map.project(marker.getLngLat());
      const inView = at.x >= 0 && at.x <= edge && at.y >= 0 && at.y <= bottom;
      const pin = pinsAt.find(({ x, y }) => Math.hypot(x - at.x, y - at.y) < PIN_RADIUS);
      // Where the name starts on the right, or ends on the left: beside the dot, or beside the pin over it.
      const start = pin ? pin.x + PIN_RADIUS + GAP : at.x + OFFSET_X;
      const end = pin ? pin.x - PIN_RADIUS - GAP : at.x - OFFSET_X;
      const flip = start + width > edge && end - width >= 0;
      const left = flip ? end - width : start;
      const box = { left, right: left + width, top: at.y - HALF_HEIGHT, bottom: at.y + HALF_HEIGHT };
      if (inView && zoom >= minZoom && !placed.some((other) => overlaps(box, other))) {
        placed.push(box);
        marker.setOffset([left - at.x, 0]).addTo(map);
      } else marker.remove();
    }
  };
  update();
  map.on('moveend', update);
  return {
    place: update,
    remove() {
      map.off('moveend', update);
      for (const { marker } of labels) marker.remove();
    },
  };
}
