import type { Decider } from '@chauffeur/platform';
import type { NewsletterEvent } from '../events';

export type NewsletterCommand = { type: 'SubscribeToNewsletter'; email: string };
export type NewsletterState = { status: 'none' | 'subscribed' };

/** One stream per address: a second subscription records nothing, and the caller says so. */
export const newsletterDecider: Decider<NewsletterCommand, NewsletterEvent, NewsletterState> = {
  initialState: { status: 'none' },
  decide(command, state) {
    if (state.status === 'subscribed') return [];
    return [{ type: 'NewsletterSubscribed', data: { email: command.email } }];
  },
  evolve: () => ({ status: 'subscribed' }),
};
