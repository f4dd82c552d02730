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

/* Staff's answered mark (decision 326): who marked it is the event's actor, when its `occurredAt`. */
export const ContactMessageMarkedAnswered = defineEvent({
  type: 'ContactMessageMarkedAnswered',
  streamPrefix: MESSAGE_STREAM_PREFIX,
  version: 1,
  description:
    'A staff member marked a contact message answered (the reply itself is sent outside the system).',
  schema: z.object({ message_id: z.uuid() }),
});
export const ContactMessageMarkedUnanswered = defineEvent({
  type: 'ContactMessageMarkedUnanswered',
  streamPrefix: MESSAGE_STREAM_PREFIX,
  version: 1,
  description: "A staff member undid a contact message's answered mark: it waits for an answer again.",
  schema: z.object({ message_id: z.uuid() }),
});

export type ContactMessageEvent =
  | { type: 'ContactMessageReceived'; data: ContactMessageReceivedData }
  | { type: 'ContactMessageMarkedAnswered'; data: { message_id: string } }
  | { type: 'ContactMessageMarkedUnanswered'; data: { message_id: string } };

export const contactEvents = [
  ContactMessageReceived,
  ContactMessageMarkedAnswered,
  ContactMessageMarkedUnanswered,
] as const;

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
