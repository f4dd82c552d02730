import { auditActorOf } from '@chauffeur/contracts';
import { on, projectionOf } from '@chauffeur/projections';
import {
  ContactMessageMarkedAnswered,
  ContactMessageMarkedUnanswered,
  ContactMessageReceived,
} from '../events';

export const MESSAGES = 'messages';

/** The contact form's messages (SPEC 3 messages), for the admin messages view, with their answered mark. */
export const messagesProjection = projectionOf({
  name: 'messages',
  // 2: each row keeps its revision and its answered mark, who set it and when (decision 326).
  version: 2,
  collections: [MESSAGES],
  // listMessages (message-queries.ts): newest first, paged, with the total; all, or by answered mark.
  indexes: {
    [MESSAGES]: [
      [
        { path: 'received_at', type: 'string', order: -1 },
        { path: '_id', type: 'string' },
      ],
      [
        { path: 'answered', type: 'boolean' },
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
          $set: {
            id: message_id,
            name,
            email,
            phone,
            message,
            received_at: event.metadata.occurredAt,
            revision: Number(event.revision),
            answered: false,
          },
        },
      },
    ]),
    on(ContactMessageMarkedAnswered, ({ message_id }, event) => [
      {
        kind: 'update',
        collection: MESSAGES,
        filter: { _id: message_id },
        update: {
          $set: {
            revision: Number(event.revision),
            answered: true,
            answered_at: event.metadata.occurredAt,
            // Who set it, as the history and the activity feed name them (one reading of the actor).
            answered_by: auditActorOf(event.metadata.actor),
          },
        },
      },
    ]),
    on(ContactMessageMarkedUnanswered, ({ message_id }, event) => [
      {
        kind: 'update',
        collection: MESSAGES,
        filter: { _id: message_id },
        update: {
          $set: { revision: Number(event.revision), answered: false },
          $unset: { answered_at: '', answered_by: '' },
        },
      },
    ]),
  ],
});
