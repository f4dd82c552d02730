import { describe, expect, it } from 'vitest';
import { fold } from '@chauffeur/platform';
import { contactMessageDecider } from './contact-message-decider';
import { newsletterDecider } from './newsletter-decider';

const messageId = '9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a';
const message = {
  name: 'Anne Peeters',
  email: 'anne@example.be',
  phone: '+32 470 12 34 56',
  message: 'Hello',
};

describe('contact message decider', () => {
  it('receives a message once into its own stream', () => {
    const events = contactMessageDecider.decide(
      { type: 'ReceiveContactMessage', messageId, message },
      fold(contactMessageDecider, []),
    );
    expect(events).toEqual([{ type: 'ContactMessageReceived', data: { message_id: messageId, ...message } }]);
    expect(() =>
      contactMessageDecider.decide(
        { type: 'ReceiveContactMessage', messageId, message },
        fold(contactMessageDecider, events),
      ),
    ).toThrow('This message was already received');
  });
});

describe('newsletter decider', () => {
  it('subscribes an address once; a second subscription records nothing', () => {
    const first = newsletterDecider.decide(
      { type: 'SubscribeToNewsletter', email: 'Anne@Example.be' },
      fold(newsletterDecider, []),
    );
    expect(first).toEqual([{ type: 'NewsletterSubscribed', data: { email: 'Anne@Example.be' } }]);
    expect(
      newsletterDecider.decide(
        { type: 'SubscribeToNewsletter', email: 'anne@example.be' },
        fold(newsletterDecider, first),
      ),
    ).toEqual([]);
  });
});
