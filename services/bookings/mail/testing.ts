import type { BookingMailLinks } from './booking-mails';

/** For tests: what the customer's manage links are signed with and where they point. */
export const TEST_MAIL_LINKS: BookingMailLinks = { secret: 'test-secret', siteUrl: 'https://chauffeur.test' };
