import type { Location, RouteAnswer } from '@chauffeur/contracts';
import { haversineKm } from '../geodesy';
import { FailureLog, GeoServiceError, type GeoLogger } from '../failures';
import { estimateRoute } from './estimate';
import type { RoutingService } from './port';

/** Closer than this (km), two points are the same place: no trip to route. */
const SAME_PLACE_KM = 0.001;

const REASONS: Record<GeoServiceError['kind'], string> = {
  timeout: 'The routing service did not answer in time',
  unreachable: 'The routing service is unreachable',
  http_error: 'The routing service answered with an error',
  invalid_response: 'The routing service gave an unreadable answer',
  no_route: 'The routing service found no road route between these points',
};

/**
 * OSRM first; on failure, timeout or "no route" the built-in estimate, marked `source: 'estimate'` with a
 * `fallback_reason`. Never throws. Each failure kind is logged once until OSRM answers again.
 * A trip to the same point is answered locally: 0 km, 0 minutes.
 */
export class RoutingWithFallback implements RoutingService {
  private readonly failures: FailureLog;

  constructor(
    private readonly primary: RoutingService,
    log: GeoLogger,
  ) {
    this.failures = new FailureLog(log, 'routing (OSRM)');
  }

  async route(from: Location, to: Location): Promise<RouteAnswer> {
    if (haversineKm(from, to) < SAME_PLACE_KM) return estimateRoute(from, to);
    try {
      const answer = await this.primary.route(from, to);
      this.failures.succeeded();
      return answer;
    } catch (error) {
      const failure =
        error instanceof GeoServiceError
          ? error
          : new GeoServiceError('invalid_response', error instanceof Error ? error.message : String(error));
      this.failures.failed(failure.kind, failure.message, 'answering with the built-in estimate');
      return { ...estimateRoute(from, to), fallback_reason: `${REASONS[failure.kind]} (${failure.kind}).` };
    }
  }
}
