import { isEvent, userStream } from '@chauffeur/contracts';
import type { EventStore, RecordedEvent } from '@chauffeur/eventstore';
import { BRAND, type MailMessage, type MailReaction } from '@chauffeur/platform';
import { signUpAttemptMail } from './templates/sign-up-attempt-mail';
import { SignUpAttemptedWithExistingEmail, UserRegistered } from '../events';

/** Account events that cause e-mail. */
export const ACCOUNT_MAIL_EVENT_TYPES: ReadonlySet<string> = new Set([SignUpAttemptedWithExistingEmail.type]);

/**
 * SignUpAttemptedWithExistingEmail → the account's owner, at the address the account has (read from its
 * stream, never from the request): "someone tried to sign up with your address". None when the event is
 * not one of these or its account is gone (nothing to send, nothing to retry).
 */
export async function accountMails(
  event: RecordedEvent,
  eventStore: Pick<EventStore, 'readStream'>,
): Promise<MailMessage[]> {
  if (!isEvent(SignUpAttemptedWithExistingEmail, event)) return [];
  const [registered] = await eventStore.readStream(userStream(event.data.user_id), { limit: 1 });
  if (!registered || !isEvent(UserRegistered, registered)) return [];
  const to = registered.data.email;
  return [{ id: `${event.id}.owner@${BRAND.domain}`, to, ...signUpAttemptMail() }];
}

/** The accounts module's e-mails, handed to the mail reactor by the composition root. */
export const accountMailReaction: MailReaction = {
  eventTypes: [...ACCOUNT_MAIL_EVENT_TYPES],
  mails: accountMails,
};
