import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Location } from '@chauffeur/contracts';

/**
 * maplibre cannot draw in jsdom: a map that projects on a flat plane around Brussels at zoom 12 (~5,800 px a
 * degree), moves only when told (`moveend` is fired by the test, as a fit ends), and markers that are DOM
 * elements in its container while added.
 */
const PX_PER_DEGREE = 5825;
type Handler = () => void;
class FakeMap {
  static last: FakeMap;
  readonly handlers = new Map<string, Set<Handler>>();
  readonly container: HTMLElement;
  fits = 0;
  constructor({ container }: { container: HTMLElement }) {
    this.container = container;
    FakeMap.last = this;
  }
  on(event: string, handler: Handler) {
    if (!this.handlers.has(event)) this.handlers.set(event, new Set());
    this.handlers.get(event)!.add(handler);
    return this;
  }
  off(event: string, handler: Handler) {
    this.handlers.get(event)?.delete(handler);
    return this;
  }
  fire(event: string) {
    for (const handler of this.handlers.get(event) ?? []) handler();
  }
  addControl() {}
  getSource() {
    return undefined;
  }
  addSource() {}
  addLayer() {}
  getZoom() {
    return 12;
  }
  getContainer() {
    return this.container;
  }
  project({ lng, lat }: { lng: number; lat: number }) {
    return { x: 400 + (lng - 4.3517) * PX_PER_DEGREE, y: 300 - (lat - 50.8503) * PX_PER_DEGREE * 1.58 };
  }
  fitBounds() {
    this.fits++;
  }
  remove() {}
}
class FakeMarker {
  private at = { lng: 0, lat: 0 };
  private readonly element: HTMLElement;
  constructor({ element }: { element: HTMLElement }) {
    this.element = element;
  }
  setLngLat([lng, lat]: [number, number]) {
    this.at = { lng, lat };
    return this;
  }
  getLngLat() {
    return this.at;
  }
  getElement() {
    return this.element;
  }
  setOffset() {
    return this;
  }
  addTo(map: FakeMap) {
    map.container.append(this.element);
    return this;
  }
  remove() {
    this.element.remove();
    return this;
  }
}
vi.mock('maplibre-gl', () => ({
  Map: FakeMap,
  Marker: FakeMarker,
  NavigationControl: class {},
  LngLatBounds: class {
    extend() {
      return this;
    }
  },
  setWorkerUrl: () => {},
}));

const { createRouteMap } = await import('./mapView');

/** The names shown on the map, in the order they were placed. */
const shownNames = (container: HTMLElement) =>
  [...container.querySelectorAll('.map-place-label')].map((label) => label.textContent);

// Pins set over two names' text (not on their dots, where a name is written beside the pin): over
// "Anderlecht" and "Brussels-North station", which give way to them.
const PICKUP: Location = { address: 'Rue Wayez 1, 1070 Anderlecht', lat: 50.836, lng: 4.3139 };
const DESTINATION: Location = { address: 'Rue du Progrès 80, 1030 Schaerbeek', lat: 50.86, lng: 4.3723 };

describe("the offline map's place names and the trip's pins (decision 301)", () => {
  let container: HTMLElement;
  beforeEach(() => {
    // No canvas in jsdom: the names are measured by their length.
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    container = document.createElement('div');
    Object.defineProperties(container, { clientWidth: { value: 800 }, clientHeight: { value: 600 } });
    document.body.append(container);
  });
  afterEach(() => {
    container.remove();
    vi.restoreAllMocks();
  });

  it('places the names again when the pins are set or cleared without the map moving', () => {
    const handle = createRouteMap(container, null, 'en', () => {});
    const map = FakeMap.last;
    map.fire('load');
    const withoutPins = shownNames(container);

    handle.show({ pickup: PICKUP, destination: DESTINATION, geometry: null });
    const whenSet = shownNames(container);
    // The fit ends where the map already was: the names as they are placed after a move.
    map.fire('moveend');
    const withPins = shownNames(container);
    expect(map.fits).toBe(1);
    expect(withoutPins).toEqual(expect.arrayContaining(['Anderlecht', 'Brussels-North station']));
    expect(withPins).not.toContain('Anderlecht');
    expect(withPins).not.toContain('Brussels-North station');
    expect(whenSet).toEqual(withPins);

    // Both places cleared: no fit, no move, and the names that gave way to the pins are back.
    handle.show({ pickup: null, destination: null, geometry: null });
    expect(map.fits).toBe(1);
    expect(shownNames(container)).toEqual(withoutPins);
    handle.destroy();
  });
});
