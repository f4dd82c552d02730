/**
 * A simplified outline of Belgium (GeoJSON ring, `[lng, lat]`, about 50 points, accurate to a few km; it
 * leans outwards: the French "pointe de Givet" counts as Belgium). Good enough for two uses that need no
 * precision: the offline map's outline, and the service area's "in Belgium" test (issue 13), where a
 * place a few km across a border is within the radius around Brussels anyway.
 */
export const BELGIUM_RING: readonly (readonly [number, number])[] = [
  [2.545, 51.09],
  [2.75, 51.18],
  [2.93, 51.26],
  [3.13, 51.34],
  [3.29, 51.38],
  [3.36, 51.37],
  [3.38, 51.27],
  [3.53, 51.29],
  [3.78, 51.26],
  [3.97, 51.22],
  [4.17, 51.29],
  [4.25, 51.37],
  [4.4, 51.36],
  [4.55, 51.43],
  [4.67, 51.43],
  [4.8, 51.5],
  [4.92, 51.4],
  [5.1, 51.43],
  [5.24, 51.26],
  [5.5, 51.3],
  [5.65, 51.18],
  [5.85, 51.15],
  [5.75, 50.95],
  [5.65, 50.82],
  [5.7, 50.76],
  [6.02, 50.75],
  [6.27, 50.63],
  [6.18, 50.52],
  [6.41, 50.33],
  [6.13, 50.13],
  [5.98, 50.17],
  [5.87, 50.05],
  [5.75, 49.87],
  [5.9, 49.64],
  [5.82, 49.55],
  [5.47, 49.5],
  [5.31, 49.63],
  [4.97, 49.8],
  [4.86, 49.79],
  [4.87, 50.15],
  [4.7, 49.99],
  [4.45, 49.94],
  [4.15, 49.98],
  [4.23, 50.08],
  [4.03, 50.34],
  [3.66, 50.32],
  [3.61, 50.49],
  [3.29, 50.53],
  [3.16, 50.79],
  [2.9, 50.7],
  [2.63, 50.81],
  [2.545, 51.09],
];

/** The Grand-Place of Brussels: the centre of the service radius. */
export const BRUSSELS_CENTRE = { lat: 50.8467, lng: 4.3525 } as const;

/** Whether a position lies inside the outline (even-odd ray casting; fine at this scale). */
export function isInBelgium(lat: number, lng: number): boolean {
  let inside = false;
  for (let i = 0, j = BELGIUM_RING.length - 1; i < BELGIUM_RING.length; j = i++) {
    const [xi, yi] = BELGIUM_RING[i]!;
    const [xj, yj] = BELGIUM_RING[j]!;
    if (yi > lat !== yj > lat && lng < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}
