import type { StyleSpecification } from 'maplibre-gl';
import { BELGIUM_OUTLINE } from './belgium';

/**
 * The map style used when no MAP_STYLE_URL is configured (or it fails): no tiles, no fonts, no network.
 * A dark sea of the site's ink, Belgium and the Brussels region outlined in gold; the route and the
 * markers are added on top as for any other style.
 */
export const OFFLINE_STYLE: StyleSpecification = {
  version: 8,
  name: 'chauffeur-offline',
  sources: { outline: { type: 'geojson', data: BELGIUM_OUTLINE } },
  layers: [
    { id: 'background', type: 'background', paint: { 'background-color': '#0d0e11' } },
    {
      id: 'land',
      type: 'fill',
      source: 'outline',
      filter: ['==', ['get', 'name'], 'Belgium'],
      paint: { 'fill-color': '#1a1b20' },
    },
    {
      id: 'brussels',
      type: 'fill',
      source: 'outline',
      filter: ['==', ['get', 'name'], 'Brussels-Capital Region'],
      paint: { 'fill-color': '#23242a' },
    },
    {
      id: 'borders',
      type: 'line',
      source: 'outline',
      paint: { 'line-color': '#7d6230', 'line-width': 1.2, 'line-dasharray': [3, 2] },
    },
  ],
};
