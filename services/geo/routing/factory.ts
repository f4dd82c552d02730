import type { GeoLogger } from '../failures';
import { EstimateRouting } from './estimate';
import { OsrmRouting } from './osrm';
import type { RoutingService } from './port';
import { RoutingWithFallback } from './with-fallback';

/**
 * `ROUTING_URL` set: OSRM with the estimate as fallback. Unset: the estimate alone (no network).
 */
export function createRoutingService(
  options: { routingUrl?: string | null; log?: GeoLogger; timeoutMs?: number } = {},
): RoutingService {
  if (!options.routingUrl) return new EstimateRouting();
  return new RoutingWithFallback(
    new OsrmRouting(options.routingUrl, options.timeoutMs),
    options.log ?? console,
  );
}
