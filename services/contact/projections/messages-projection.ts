import { on, projectionOf } from '@chauffeur/projections';
import { ContactMessageReceived } from '../events';

export const MESSAGES = 'messages';

/** The contact form's messages (SPEC 3 messages), for the admin messages view. */
export const messagesProjection = projectionOf({
  name: 'messages',
  collections: [MESSAGES],
  // listMessages (message-queries.ts): newest first, paged, with the total.
  indexes: {
    [MESSAGES]: [
      [
        { path: 'received_at', type: 'string', order: -1 },
        { path: '_id', type: 'string' },
      ],
    ],
  },
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
