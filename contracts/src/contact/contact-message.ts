import { z } from 'zod';
import { phoneSchema } from '../common/phone';
import { requiredText, safeText } from '../common/text';

export const emailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Email must be at most 254 characters')
  .pipe(z.email('Email must be a valid email address'));

/** The contact form of SPEC 5: every field required, the email well-formed. */
export const contactMessageSchema = z.object({
  name: safeText(requiredText('Name', 120), 'Name'),
  email: emailSchema,
  phone: phoneSchema,
  message: safeText(requiredText('Message', 5000), 'Message', true),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

/** Where contact messages are stored (their events: services/contact/events.ts). */
export const MESSAGE_STREAM_PREFIX = 'message-';
export const messageStream = (messageId: string) => `${MESSAGE_STREAM_PREFIX}${messageId}`;
