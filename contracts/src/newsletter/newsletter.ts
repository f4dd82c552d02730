import { z } from 'zod';
import { emailSchema } from '../contact/contact-message';

export const newsletterSubscriptionSchema = z.object({ email: emailSchema });
export type NewsletterSubscription = z.infer<typeof newsletterSubscriptionSchema>;

/**
 * The one answer to a subscription, whether the address was new or already on the list: a different
 * answer would tell anyone whether an address is subscribed (issue 13). Nothing else is echoed.
 */
export const newsletterResultSchema = z.object({ status: z.literal('subscribed') });
export type NewsletterResult = z.infer<typeof newsletterResultSchema>;

/**
 * One stream per address: `newsletter-<sha256 of the lowercased address>` (hashed by the API), created
 * with `no_stream`, so two subscriptions of the same address, in any case, cannot both succeed.
 */
export const NEWSLETTER_STREAM_PREFIX = 'newsletter-';
export const newsletterStream = (addressHash: string) => `${NEWSLETTER_STREAM_PREFIX}${addressHash}`;
export const normalizeEmail = (email: string) => email.trim().toLowerCase();
