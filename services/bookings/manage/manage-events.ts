import { z } from 'zod';
import { BOOKING_STREAM_PREFIX, defineEvent } from '@chauffeur/contracts';

/**
 * Issue 18: someone gave this booking's reference and e-mail in the "Find my booking" form; the mail
 * reactor e-mails the manage link to the booking's address (mail/manage-link-mail.ts). In the booking's
 * stream, so the history shows each request, and the reactor sends each once across restarts.
 */
export const ManageLinkRequested = defineEvent({
  type: 'ManageLinkRequested',
  streamPrefix: BOOKING_STREAM_PREFIX,
  version: 1,
  description:
    'Someone gave the booking\'s reference and e-mail in the "Find my booking" form: the manage link is e-mailed to the booking\'s address.',
  schema: z.object({ booking_id: z.uuid() }),
});
