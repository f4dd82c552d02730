/**
 * A random key for Idempotency-Key headers. `crypto.randomUUID` exists only in secure contexts (https,
 * localhost); a site opened over plain http on a LAN address still gets a key from getRandomValues.
 */
export function randomKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
