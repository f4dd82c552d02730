import { locationSchema, type Location } from '@chauffeur/contracts';
import { PATHS } from '../../lib/paths';

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

/**
 * What a customer's earlier booking adds to a hand-off (the manage page's "Book again" and "Book the return
 * ride", decision 347): the address lines, the party, the round trip and the contact. Personal data, so it
 * travels in router state only, never in the URL (server logs, browser history); the wizard then keeps it in
 * its own sessionStorage draft. Its keys are the wizard's own. Nothing in it is trusted: the booking is
 * checked by the server as any other. Read back by `readDraft` (draft.ts: not in the landing page's chunk).
 */
export interface BookingDraft {
  pickupAddressLine: string;
  destinationAddressLine: string;
  passengers: number;
  luggage: number;
  roundTrip: boolean;
  name: string;
  phone: string;
  email: string;
}

/**
 * A link to the wizard with a hand-off: the places and the vehicle as the hero and a fleet card hand them
 * over (router state and URL), an earlier booking's draft in router state only.
 */
export function handoffLink(handoff: JourneyHandoff & { draft: BookingDraft }) {
  const { pickup, destination, draft } = handoff;
  return {
    to: { pathname: PATHS.reservation, search: handoffSearch(handoff) },
    state: { pickup, destination, draft },
  };
}
