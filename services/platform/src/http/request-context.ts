import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

const SAFE_REQUEST_ID = /^[\w.:-]{1,128}$/;

/**
 * The request id is the correlation id of every event the request causes. A caller (a proxy, a retrying
 * client) may pass its own in `X-Request-Id`; anything odd is replaced with a fresh UUID.
 */
export function requestIdFor(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && SAFE_REQUEST_ID.test(given) ? given : randomUUID();
}
