import type { ContactMessage } from '@chauffeur/contracts';
import type { Decider } from '@chauffeur/platform';
import { refusal } from '@chauffeur/platform';
import type { ContactMessageEvent } from '../events';

export type ContactMessageCommand = {
  type: 'ReceiveContactMessage';
  messageId: string;
  message: ContactMessage;
};
export type ContactMessageState = { status: 'none' | 'received' };

export const contactMessageDecider: Decider<ContactMessageCommand, ContactMessageEvent, ContactMessageState> =
  {
    initialState: { status: 'none' },
    decide(command, state) {
      if (state.status !== 'none') throw refusal('conflict', { code: 'message_already_received' });
      return [
        { type: 'ContactMessageReceived', data: { message_id: command.messageId, ...command.message } },
      ];
    },
    evolve: () => ({ status: 'received' }),
  };
