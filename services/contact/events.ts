import { z } from 'zod';
import {
  MESSAGE_STREAM_PREFIX,
  NEWSLETTER_STREAM_PREFIX,
  contactMessageSchema,
  defineEvent,
  emailSchema,
} from '@chauffeur/contracts';

/* The contact module's events: messages from the contact form and newsletter subscriptions. */

export const ContactMessageReceived = defineEvent({
  type: 'ContactMessageReceived',
  streamPrefix: MESSAGE_STREAM_PREFIX,
  version: 1,
  description: 'A visitor sent the contact form (personal data: name, email, phone, message).',
  schema: contactMessageSchema.extend({ message_id: z.uuid() }),
});
export type ContactMessageReceivedData = z.infer<typeof ContactMessageReceived.schema>;
export type ContactMessageEvent = { type: 'ContactMessageReceived'; data: ContactMessageReceivedData };

export const contactEvents = [ContactMessageReceived] as const;

export const NewsletterSubscribed = defineEvent({
  type: 'NewsletterSubscribed',
  streamPrefix: NEWSLETTER_STREAM_PREFIX,
  version: 1,
  description: 'An address subscribed to the newsletter (personal data: email).',
  schema: z.object({ email: emailSchema }),
});
export type NewsletterSubscribedData = z.infer<typeof NewsletterSubscribed.schema>;
export type NewsletterEvent = { type: 'NewsletterSubscribed'; data: NewsletterSubscribedData };

export const newsletterEvents = [NewsletterSubscribed] as const;
