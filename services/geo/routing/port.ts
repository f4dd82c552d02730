import type { Location, RouteAnswer } from '@chauffeur/contracts';

export type { Location, RouteAnswer } from '@chauffeur/contracts';

/**
 * Driving route between two places. Implementations never throw for an unroutable or unreachable
 * trip: the answer says where it came from (`source`) and, when degraded, why (`fallback_reason`).
 */
export interface RoutingService {
  route(from: Location, to: Location): Promise<RouteAnswer>;
}

/** km with one decimal (SPEC 7: metres / 1000). */
export const roundKm = (km: number): number => Math.round(km * 10) / 10;

/** Whole minutes, rounded up (SPEC 7: seconds / 60); a float hair above an integer does not count. */
export const ceilMinutes = (minutes: number): number => Math.max(0, Math.ceil(minutes - 1e-9));
