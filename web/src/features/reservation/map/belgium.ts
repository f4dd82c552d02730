import type { FeatureCollection } from 'geojson';
import { BELGIUM_RING } from '@chauffeur/contracts';

/**
 * A simplified outline of Belgium and of the Brussels-Capital Region (a few dozen points each, accurate
 * to a few km): enough for the offline map to show where the route lies without any tile server.
 */
export const BELGIUM_OUTLINE: FeatureCollection = {
  type: 'FeatureCollection',
  features: [
    {
      type: 'Feature',
      properties: { name: 'Belgium' },
      geometry: {
        type: 'Polygon',
        coordinates: [BELGIUM_RING.map(([lng, lat]) => [lng, lat])],
      },
    },
    {
      type: 'Feature',
      properties: { name: 'Brussels-Capital Region' },
      geometry: {
        type: 'Polygon',
        coordinates: [
          [
            [4.244, 50.818],
            [4.27, 50.852],
            [4.292, 50.889],
            [4.335, 50.901],
            [4.37, 50.913],
            [4.408, 50.914],
            [4.435, 50.895],
            [4.47, 50.865],
            [4.482, 50.835],
            [4.459, 50.812],
            [4.445, 50.789],
            [4.423, 50.767],
            [4.384, 50.764],
            [4.345, 50.777],
            [4.31, 50.797],
            [4.275, 50.802],
            [4.244, 50.818],
          ],
        ],
      },
    },
  ],
};
