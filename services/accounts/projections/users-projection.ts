import { on, projectionOf } from '@chauffeur/projections';
import { UserRegistered, UserRoleChanged } from '../events';

export const USERS = 'users';

/**
 * The accounts as the admin customers screen lists them (SPEC 3 users: id, email, role, created_at).
 * Never the password hash: sign-in reads the account's own stream, not this model.
 */
export const usersProjection = projectionOf({
  name: 'users',
  collections: [USERS],
  // listUsers (user-queries.ts): newest first (the e-mail search is a regex: never an index).
  indexes: {
    [USERS]: [
      [
        { path: 'created_at', type: 'string', order: -1 },
        { path: 'email', type: 'string' },
      ],
    ],
  },
  handlers: [
    on(UserRegistered, ({ user_id, email, role }, event) => [
      {
        kind: 'upsert',
        collection: USERS,
        id: user_id,
        update: { $set: { id: user_id, email, role, created_at: event.metadata.occurredAt } },
      },
    ]),
    on(UserRoleChanged, ({ user_id, role }) => [
      { kind: 'update', collection: USERS, filter: { _id: user_id }, update: { $set: { role } } },
    ]),
  ],
});
