import { describe, expect, it } from 'vitest';
import { DomainError, fold } from '@chauffeur/platform';
import type { ContactMessageEvent } from '../events';
import { contactMessageDecider } from './contact-message-decider';

const messageId = '9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a';
const received: ContactMessageEvent = {
  type: 'ContactMessageReceived',
  data: {
    message_id: messageId,
    name: 'Anne Peeters',
    email: 'anne@example.be',
    phone: '+32 470 12 34 56',
    message: 'Hello',
  },
};
const markedAnswered: ContactMessageEvent = {
  type: 'ContactMessageMarkedAnswered',
  data: { message_id: messageId },
};
const markedUnanswered: ContactMessageEvent = {
  type: 'ContactMessageMarkedUnanswered',
  data: { message_id: messageId },
};

/** Given the message's stream, when staff set its answered mark to `answered`: what is decided. */
const given = (events: ContactMessageEvent[]) => ({
  when: (answered: boolean) => () =>
    contactMessageDecider.decide(
      { type: 'MarkContactMessageAnswered', messageId, answered },
      fold(contactMessageDecider, events),
    ),
});

describe('contact message decider: the answered mark (decision 326)', () => {
  it('marks a received message answered', () => {
    expect(given([received]).when(true)()).toEqual([markedAnswered]);
  });

  it('undoes the mark of an answered message: it waits for an answer again', () => {
    expect(given([received, markedAnswered]).when(false)()).toEqual([markedUnanswered]);
  });

  it('marks it answered again after an undo', () => {
    expect(given([received, markedAnswered, markedUnanswered]).when(true)()).toEqual([markedAnswered]);
  });

  it('records nothing when the message already has the mark asked for', () => {
    expect(given([received]).when(false)()).toEqual([]);
    expect(given([received, markedAnswered]).when(true)()).toEqual([]);
    expect(given([received, markedAnswered, markedUnanswered]).when(false)()).toEqual([]);
  });

  it('refuses a message that was never received, as not found', () => {
    for (const answered of [true, false])
      expect(given([]).when(answered)).toThrow(
        new DomainError('not_found', 'Message not found', { coded: { code: 'message_not_found' } }),
      );
  });

  it('still receives a message once only', () => {
    expect(() =>
      contactMessageDecider.decide(
        { type: 'ReceiveContactMessage', messageId, message: received.data },
        fold(contactMessageDecider, [received, markedAnswered]),
      ),
    ).toThrow('This message was already received');
  });
});
