import type { EventStore, RecordedEvent } from '@chauffeur/eventstore';
import type { MailMessage } from './mailer';

/**
 * What a feature module tells the mail reactor: which events cause e-mail, and the messages one of them
 * causes. The module writes its templates and reads what it needs from the log; the reactor only
 * delivers, retries and remembers where it is. A module lists its reactions in its module.ts and the
 * composition root hands them all to the reactor (services/api/src/all-reactions.ts), so the platform never
 * imports a module.
 */
export interface MailReaction {
  /** The event types that may cause e-mail; any other event only moves the reactor's checkpoint. */
  readonly eventTypes: readonly string[];
  /**
   * The messages `event` causes ([] for none). Each message id must be stable per event and recipient, so
   * that a send retried after a crash is recognised. Throws `UnmailableEvent` when the event can never
   * give an e-mail (skipped, not retried); any other error is retried with backoff.
   */
  mails(event: RecordedEvent, eventStore: Pick<EventStore, 'readStream'>): Promise<MailMessage[]>;
}

/** The event can never give an e-mail (malformed, or its booking has no request): skipped, not retried. */
export class UnmailableEvent extends Error {
  override name = 'UnmailableEvent';
}

/** The reactions by event type; two modules mailing on the same event is a wiring mistake. */
export function reactionsByType(reactions: readonly MailReaction[]): ReadonlyMap<string, MailReaction> {
  const byType = new Map<string, MailReaction>();
  for (const reaction of reactions)
    for (const type of reaction.eventTypes) {
      if (byType.has(type)) throw new Error(`Two mail reactions for ${type}`);
      byType.set(type, reaction);
    }
  return byType;
}
