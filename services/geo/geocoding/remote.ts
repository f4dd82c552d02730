import type { Place } from '@chauffeur/contracts';
import { type FailureLog, fetchFailure, GeoServiceError } from '../failures';
import { addressParts } from './address-names';

/**
 * What the remote geocoders (Photon, Nominatim) share: one HTTP GET with their identifying User-Agent and
 * timeout, JSON reading, the once-per-kind failure log, de-duplication and the exact-address match of
 * `resolve`. Each adapter keeps only its own request and its own answer's shape.
 */

/** GET `url`; a network failure or timeout is thrown as a `GeoServiceError`, an HTTP error is not. */
export async function getText(
  url: string,
  options: { userAgent: string; timeoutMs: number },
): Promise<{ status: number; ok: boolean; body: string }> {
  try {
    const response = await fetch(url, {
      headers: { accept: 'application/json', 'user-agent': options.userAgent },
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    return { status: response.status, ok: response.ok, body: await response.text() };
  } catch (error) {
    throw fetchFailure(error, options.timeoutMs);
  }
}

/** An answer's body as JSON, after an HTTP error is refused. */
export function jsonAnswer(answer: { status: number; ok: boolean; body: string }): unknown {
  if (!answer.ok) throw new GeoServiceError('http_error', `HTTP ${answer.status}`);
  try {
    return JSON.parse(answer.body) as unknown;
  } catch {
    throw new GeoServiceError('invalid_response', 'the answer is not JSON');
  }
}

/** Logs why the service gave no answer (once per kind) before the adapter answers from the gazetteer. */
export function noteFallback(failures: FailureLog, error: unknown, timeoutMs: number): void {
  const failure = fetchFailure(error, timeoutMs);
  failures.failed(failure.kind, failure.message, 'answering from the bundled gazetteer');
}

/** The places once each (a label and an address seen before are dropped), in their order. */
export function dedupePlaces(places: Place[]): Place[] {
  const seen = new Set<string>();
  return places.filter((place) => {
    const key = `${place.label}|${place.address}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * The places whose own address is `address` (the wizard sends a suggestion's address as it was): what
 * `resolve` keeps of a remote search, so a fuzzy neighbour never vouches for the coordinates.
 */
export function exactMatches(places: Place[], address: string): Place[] {
  const wanted = addressParts(address).join(' ');
  return places.filter((place) => wanted !== '' && addressParts(place.address).join(' ') === wanted);
}
