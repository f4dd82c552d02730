import type { BookingMailLinks } from './booking-mails';

/** For tests: what the customer's manage links are signed with and where they point. */
export const TEST_MAIL_LINKS: BookingMailLinks = { secret: 'test-secret', siteUrl: 'https://chauffeur.test' };

/**
 * The moment a template test's mail is sent for: the free cancellation of 24 hours (SPEC 9), on a day well
 * before every sample ride, so the mails promise it.
 */
export const MAILED_AT = { freeCancellationHours: 24, at: new Date('2025-01-01T09:00:00.000Z') };
