import { createHash } from 'node:crypto';

/** The e-mail as customers are told apart: two bookings whose addresses differ only in case are one customer's. */
export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

/**
 * The keys of the addresses met last. A booking's request asks for its customer's key several times (the
 * customers read model, my bookings), which a rebuild applies a page of events apart: without them,
 * hashing was ~0.15 s of a 200,000-event rebuild (issue 16). Bounded (started over when full): a page
 * holds a thousand events (rebuild/read-pages.ts PAGE_SIZE).
 */
const recent = new Map<string, string>();
const RECENT_KEYS = 10_000;

/**
 * A customer's key: the first 132 bits of the SHA-256 of their normalised e-mail, in base64url (22
 * characters). Stable (a rebuild finds the same key, links stay valid), URL-safe, and not the address
 * itself, so no e-mail lands in a URL, a browser history or an access log (decision 125). It is a
 * pseudonym, not a secret: whoever knows an address can compute its key, which the admin may anyway.
 */
export function customerKey(email: string): string {
  let key = recent.get(email);
  if (key === undefined) {
    key = createHash('sha256').update(normaliseEmail(email)).digest('base64url').slice(0, 22);
    if (recent.size >= RECENT_KEYS) recent.clear();
    recent.set(email, key);
  }
  return key;
}
