import { z } from 'zod';
import { BOOKING_STREAM_PREFIX, defineEvent } from '@chauffeur/contracts';

/**
 * "Find my booking" requests of one booking: `manage_link_requests-<booking id>`, a part of the booking's
 * record (its history tells them), not its stream: a request changes nothing staff see, so it must not
 * move the revision an admin's next command is checked against (decision 255).
 */
export const MANAGE_LINK_REQUESTS_STREAM_PREFIX = 'manage_link_requests-';
export const manageLinkRequestsStream = (bookingId: string) =>
  `${MANAGE_LINK_REQUESTS_STREAM_PREFIX}${bookingId}`;

/**
 * Issue 18: someone gave this booking's reference and e-mail in the "Find my booking" form; the mail
 * reactor e-mailed the manage link to the booking's address (mail/manage-link-mail.ts). Written on the
 * booking's stream until decision 255 (now `ManageLinkAsked` on its own stream): kept so that existing logs
 * read as before: the row follows it, the history and the reactor tell it.
 */
export const ManageLinkRequested = defineEvent({
  type: 'ManageLinkRequested',
  streamPrefix: BOOKING_STREAM_PREFIX,
  version: 1,
  description:
    'Someone gave the booking\'s reference and e-mail in the "Find my booking" form: the manage link is e-mailed to the booking\'s address. Written until decision 255; new requests are ManageLinkAsked.',
  schema: z.object({ booking_id: z.uuid() }),
});

/**
 * Someone gave this booking's reference and e-mail in the "Find my booking" form: the mail reactor
 * e-mails the manage link to the booking's address, once per event across restarts. On the booking's
 * requests stream, shown in the booking's history (`partOf`).
 */
export const ManageLinkAsked = defineEvent({
  type: 'ManageLinkAsked',
  streamPrefix: MANAGE_LINK_REQUESTS_STREAM_PREFIX,
  partOf: { prefix: BOOKING_STREAM_PREFIX, key: 'booking_id' },
  version: 1,
  description:
    "Someone gave the booking's reference and e-mail in the \"Find my booking\" form: the manage link is e-mailed to the booking's address. Shown in the booking's history; its own stream leaves the booking's revision alone.",
  schema: z.object({ booking_id: z.uuid() }),
});
