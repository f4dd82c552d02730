/** Where the accounts module's events are stored (the events themselves: services/accounts/events.ts). */
export const USER_STREAM_PREFIX = 'user-';
export const userStream = (userId: string) => `${USER_STREAM_PREFIX}${userId}`;

/**
 * `account_email-<sha256 of the lowercased address>`: one stream per address, created with `no_stream`,
 * so that two sign-ups with one address cannot both succeed (the event store decides, atomically).
 * Hashed so the stream name does not spell the address; the hashing lives on the server.
 */
export const EMAIL_CLAIM_STREAM_PREFIX = 'account_email-';

/**
 * `staff_roster-company`: the company's one staff roster (decision 228). Every change that takes the admin
 * role from an active admin (demotion, deactivation) is held here first, appended at the revision read, so
 * that two such changes at once cannot both pass the "another active admin remains" rule.
 */
export const STAFF_ROSTER_STREAM_PREFIX = 'staff_roster-';
export const STAFF_ROSTER_STREAM = `${STAFF_ROSTER_STREAM_PREFIX}company`;
