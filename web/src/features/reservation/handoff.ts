import { locationSchema, type Location } from '@chauffeur/contracts';

/**
 * What the hero (and a fleet card) hands over to /reservation: the places picked from the address search
 * (each may be null, SPEC 2) and a preselected vehicle. It travels in router state and in the URL, so a
 * reload or a shared link keeps it.
 */
export interface JourneyHandoff {
  pickup: Location | null;
  destination: Location | null;
  vehicleId: string | null;
}

type PlaceKey = 'pickup' | 'destination';

function writePlace(params: URLSearchParams, key: PlaceKey, place: Location | null) {
  if (!place) return;
  params.set(`${key}_address`, place.address);
  params.set(`${key}_lat`, String(place.lat));
  params.set(`${key}_lng`, String(place.lng));
}

function readPlace(params: URLSearchParams, key: PlaceKey): Location | null {
  const lat = params.get(`${key}_lat`);
  const lng = params.get(`${key}_lng`);
  if (lat === null || lng === null || lat.trim() === '' || lng.trim() === '') return null;
  const parsed = locationSchema.safeParse({
    address: params.get(`${key}_address`) ?? '',
    lat: Number(lat),
    lng: Number(lng),
  });
  return parsed.success ? parsed.data : null;
}

/** The query string (with its '?', or '') that carries a hand-off. */
export function handoffSearch(handoff: Partial<JourneyHandoff>): string {
  const params = new URLSearchParams();
  writePlace(params, 'pickup', handoff.pickup ?? null);
  writePlace(params, 'destination', handoff.destination ?? null);
  if (handoff.vehicleId) params.set('vehicle', handoff.vehicleId);
  const text = params.toString();
  return text ? `?${text}` : '';
}

const fromState = (state: unknown, key: PlaceKey): Location | null | undefined => {
  if (!state || typeof state !== 'object' || !(key in state)) return undefined;
  const parsed = locationSchema.nullable().safeParse((state as Record<string, unknown>)[key]);
  return parsed.success ? parsed.data : undefined;
};

/** Reads a hand-off: router state when it is there and valid, otherwise the URL. Bad values read as none. */
export function readHandoff(search: string, state: unknown): JourneyHandoff {
  const params = new URLSearchParams(search);
  const vehicle = params.get('vehicle');
  return {
    pickup: fromState(state, 'pickup') ?? readPlace(params, 'pickup'),
    destination: fromState(state, 'destination') ?? readPlace(params, 'destination'),
    vehicleId: vehicle && /^[0-9a-f-]{36}$/i.test(vehicle) ? vehicle : null,
  };
}
