import { z } from 'zod';

/** Digits with the usual separators (+ at the start only). */
const PHONE_PATTERN = /^\+?[\d\s().\-/]+$/;
/** Fewer digits than this is no number anyone can call back: "((((((" or "- - -" are refused. */
export const PHONE_MIN_DIGITS = 6;

/**
 * The one phone rule of the forms a visitor fills (the contact form, a booking's phone: the wizard's step 3,
 * the admin's phone booking and its edits). One check, one message: a single clear reason per field.
 */
export const phoneSchema = z
  .string({ error: 'Phone is required' })
  .trim()
  .min(1, { message: 'Phone is required', abort: true })
  .max(40, 'Phone must be at most 40 characters')
  .refine((value) => PHONE_PATTERN.test(value) && value.replace(/\D/g, '').length >= PHONE_MIN_DIGITS, {
    message: 'Phone must be a valid phone number',
    params: { rule: 'phone' },
  });
