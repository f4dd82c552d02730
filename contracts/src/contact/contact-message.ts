import { z } from 'zod';
import { requiredText, safeText } from '../common/text';

/**
 * Digits with the usual separators (+ at the start only). Spaces are the ones typed or pasted from a page
 * (no-break, narrow no-break), not `\s`: that let a line break, a tab or U+2028 into the number, and so
 * into the company's e-mail (decision 285).
 */
const PHONE_PATTERN = /^\+?[\d ().\-/\u00a0\u202f]+$/;
/** Fewer digits than this is no number anyone can call back: "((((((" or "- - -" are refused. */
const PHONE_MIN_DIGITS = 6;

/**
 * The one phone rule of the forms a visitor fills (the contact form, a booking's phone: the wizard's step 3,
 * the admin's phone booking and its edits). One check, one message: a single clear reason per field.
 */
/** How long a phone number may be written, spaces and signs included. */
export const PHONE_MAX = 40;

export const phoneSchema = z
  .string({ error: 'Phone is required' })
  .trim()
  .min(1, { message: 'Phone is required', abort: true })
  .max(PHONE_MAX, `Phone must be at most ${PHONE_MAX} characters`)
  .refine((value) => PHONE_PATTERN.test(value) && value.replace(/\D/g, '').length >= PHONE_MIN_DIGITS, {
    message: 'Phone must be a valid phone number',
  });

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
