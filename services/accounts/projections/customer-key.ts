import { createHash } from 'node:crypto';

/** The e-mail as customers are told apart: two bookings whose addresses differ only in case are one customer's. */
export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

/**
 * A customer's key: the first 132 bits of the SHA-256 of their normalised e-mail, in base64url (22
 * characters). Stable (a rebuild finds the same key, links stay valid), URL-safe, and not the address
 * itself, so no e-mail lands in a URL, a browser history or an access log (decision 125). It is a
 * pseudonym, not a secret: whoever knows an address can compute its key, which the admin may anyway.
 */
export const customerKey = (email: string): string =>
  createHash('sha256').update(normaliseEmail(email)).digest('base64url').slice(0, 22);
