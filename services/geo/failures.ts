/**
 * The little the geo adapters need to report a degraded answer. Fastify's (pino) logger and `console`
 * both fit.
 */
export interface GeoLogger {
  warn(message: string): void;
  info?(message: string): void;
}

/**
 * Logs a failure of an external service once per kind ("timeout", "http_500", ...) until the service
 * answers again, so an outage gives one line per cause instead of one per request.
 */
export class FailureLog {
  private readonly seen = new Set<string>();

  constructor(
    private readonly log: GeoLogger,
    private readonly service: string,
  ) {}

  failed(kind: string, detail: string, consequence: string): void {
    if (this.seen.has(kind)) return;
    this.seen.add(kind);
    this.log.warn(`${this.service} failed (${kind}: ${detail}); ${consequence}`);
  }

  succeeded(): void {
    if (this.seen.size === 0) return;
    this.seen.clear();
    this.log.info?.(`${this.service} answers again`);
  }
}

/** An external geo service could not give an answer; `kind` names the cause for logs and fallbacks. */
export class GeoServiceError extends Error {
  constructor(
    readonly kind: 'timeout' | 'unreachable' | 'http_error' | 'invalid_response' | 'no_route',
    message: string,
  ) {
    super(message);
    this.name = 'GeoServiceError';
  }
}

/** Turns whatever `fetch` threw into a `GeoServiceError`. */
export function fetchFailure(error: unknown, timeoutMs: number): GeoServiceError {
  if (error instanceof GeoServiceError) return error;
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'))
    return new GeoServiceError('timeout', `no answer within ${timeoutMs} ms`);
  const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return new GeoServiceError(
    'unreachable',
    `${error instanceof Error ? error.message : String(error)}${cause}`,
  );
}
