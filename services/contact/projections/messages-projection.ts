import { on, projectionOf } from '@chauffeur/projections';
import { ContactMessageReceived } from '../events';

export const MESSAGES = 'messages';

/** The contact form's messages (SPEC 3 messages), for the admin messages view. */
export const messagesProjection = projectionOf({
  name: 'messages',
  collections: [MESSAGES],
  handlers: [
    on(ContactMessageReceived, ({ message_id, name, email, phone, message }, event) => [
      {
        kind: 'upsert',
        collection: MESSAGES,
        id: message_id,
        update: {
          $set: { id: message_id, name, email, phone, message, received_at: event.metadata.occurredAt },
        },
      },
    ]),
  ],
});
