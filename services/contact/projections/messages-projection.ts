import type { RecordedEvent } from '@chauffeur/eventstore';
import type { Change, Projection } from '../../../projections/src/runner/projection';
import type { ContactMessageReceivedData } from '../events';

export const MESSAGES = 'messages';

/** The contact form's messages (SPEC 3 messages), for the admin messages view. */
export const messagesProjection: Projection = {
  name: 'messages',
  collections: [MESSAGES],
  eventTypes: ['ContactMessageReceived'],
  project(event: RecordedEvent): Change[] {
    if (event.type !== 'ContactMessageReceived') return [];
    const { message_id, name, email, phone, message } = event.data as ContactMessageReceivedData;
    return [
      {
        kind: 'upsert',
        collection: MESSAGES,
        id: message_id,
        update: {
          $set: { id: message_id, name, email, phone, message, received_at: event.metadata.occurredAt },
        },
      },
    ];
  },
};
