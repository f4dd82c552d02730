import { userStream, type UserRegisteredData } from '@chauffeur/contracts';
import type { EventStore, RecordedEvent } from '@chauffeur/eventstore';
import { z } from 'zod';
import { BRAND, type MailMessage, type MailReaction } from '@chauffeur/platform';
import { signUpAttemptMail } from './templates/sign-up-attempt-mail';

/** Account events that cause e-mail. */
export const ACCOUNT_MAIL_EVENT_TYPES: ReadonlySet<string> = new Set(['SignUpAttemptedWithExistingEmail']);

const attemptSchema = z.object({ user_id: z.string() });

/**
 * SignUpAttemptedWithExistingEmail → the account's owner, at the address the account has (read from its
 * stream, never from the request): "someone tried to sign up with your address". None when the event is
 * not one of these or its account is gone (nothing to send, nothing to retry).
 */
export async function accountMails(
  event: RecordedEvent,
  eventStore: Pick<EventStore, 'readStream'>,
): Promise<MailMessage[]> {
  if (!ACCOUNT_MAIL_EVENT_TYPES.has(event.type)) return [];
  const parsed = attemptSchema.safeParse(event.data);
  if (!parsed.success) return [];
  const [registered] = await eventStore.readStream(userStream(parsed.data.user_id), { limit: 1 });
  if (registered?.type !== 'UserRegistered') return [];
  const to = (registered.data as UserRegisteredData).email;
  return [{ id: `${event.id}.owner@${BRAND.domain}`, to, ...signUpAttemptMail() }];
}

/** The accounts module's e-mails, handed to the mail reactor by the composition root. */
export const accountMailReaction: MailReaction = {
  eventTypes: [...ACCOUNT_MAIL_EVENT_TYPES],
  mails: accountMails,
};
