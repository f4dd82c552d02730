import type { RecordedEvent } from '@chauffeur/eventstore';
import type { Change, Projection } from '../../../projections/src/runner/projection';
import type { UserRegisteredData, UserRoleChangedData } from '../events';

export const USERS = 'users';

/**
 * The accounts as the admin customers screen lists them (SPEC 3 users: id, email, role, created_at).
 * Never the password hash: sign-in reads the account's own stream, not this model.
 */
export const usersProjection: Projection = {
  name: 'users',
  collections: [USERS],
  eventTypes: ['UserRegistered', 'UserRoleChanged'],
  project(event: RecordedEvent): Change[] {
    switch (event.type) {
      case 'UserRegistered': {
        const { user_id, email, role } = event.data as UserRegisteredData;
        return [
          {
            kind: 'upsert',
            collection: USERS,
            id: user_id,
            update: { $set: { id: user_id, email, role, created_at: event.metadata.occurredAt } },
          },
        ];
      }
      case 'UserRoleChanged': {
        const { user_id, role } = event.data as UserRoleChangedData;
        return [{ kind: 'update', collection: USERS, filter: { _id: user_id }, update: { $set: { role } } }];
      }
      default:
        return [];
    }
  },
};
