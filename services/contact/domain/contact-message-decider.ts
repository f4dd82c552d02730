import type { ContactMessage } from '@chauffeur/contracts';
import type { Decider } from '@chauffeur/platform';
import { refusal } from '@chauffeur/platform';
import type { ContactMessageEvent } from '../events';

export type ContactMessageCommand =
  | { type: 'ReceiveContactMessage'; messageId: string; message: ContactMessage }
  /** Staff mark a message answered (`answered` true) or undo that mark (false) (decision 326). */
  | { type: 'MarkContactMessageAnswered'; messageId: string; answered: boolean };

export type ContactMessageState = { status: 'none' } | { status: 'received'; answered: boolean };

/** The event that records each answered mark, by the mark it sets. */
const MARK_EVENT = {
  true: 'ContactMessageMarkedAnswered',
  false: 'ContactMessageMarkedUnanswered',
} as const;

/**
 * A contact message: received once into its own stream; then marked answered and unmarked as often as staff
 * change their mind. Setting the mark it already has is the same intent: nothing new to record.
 */
export const contactMessageDecider: Decider<ContactMessageCommand, ContactMessageEvent, ContactMessageState> =
  {
    initialState: { status: 'none' },
    decide(command, state) {
      if (command.type === 'ReceiveContactMessage') {
        if (state.status !== 'none') throw refusal('conflict', { code: 'message_already_received' });
        return [
          { type: 'ContactMessageReceived', data: { message_id: command.messageId, ...command.message } },
        ];
      }
      if (state.status === 'none') throw refusal('not_found', { code: 'message_not_found' });
      if (state.answered === command.answered) return [];
      return [{ type: MARK_EVENT[`${command.answered}`], data: { message_id: command.messageId } }];
    },
    evolve(state, event) {
      switch (event.type) {
        case 'ContactMessageReceived':
          return { status: 'received', answered: false };
        case 'ContactMessageMarkedAnswered':
          return { status: 'received', answered: true };
        case 'ContactMessageMarkedUnanswered':
          return { status: 'received', answered: false };
        default:
          return state;
      }
    },
  };
