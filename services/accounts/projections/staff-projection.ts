import { on, projectionOf } from '@chauffeur/projections';
import {
  InvitationAccepted,
  InvitationWithdrawn,
  StaffInvited,
  UserDeactivated,
  UserReactivated,
  UserRegistered,
  UserRoleChanged,
} from '../events';

export const STAFF = 'staff';

const stamp = (occurredAt: string) => ({ updated_at: occurredAt });

/**
 * The staff list (issue 17, /admin/staff): every account with a role other than `user` (admins,
 * dispatchers, chauffeurs), with its state: invited, active or deactivated. A customer made staff by a
 * role change joins it; one made a customer again leaves it (the role `user` is filtered out by the query).
 */
export const staffProjection = projectionOf({
  name: 'staff',
  collections: [STAFF],
  // Version 2 (decision 284): each member counts their role changes (`role_revision`).
  version: 2,
  // listStaff (staff-queries.ts): by name; activeAdmins: role and state.
  indexes: {
    [STAFF]: [
      [{ path: 'name', type: 'string' }],
      [
        { path: 'role', type: 'string' },
        { path: 'state', type: 'string' },
      ],
    ],
  },
  handlers: [
    on(UserRegistered, ({ user_id, email, role }, event) => [
      {
        kind: 'upsert',
        collection: STAFF,
        id: user_id,
        update: {
          $set: {
            id: user_id,
            email,
            // An account that signed up has no name: its address stands for it.
            name: email,
            role,
            state: 'active',
            invited_at: null,
            ...stamp(event.metadata.occurredAt),
          },
        },
      },
    ]),
    on(StaffInvited, ({ user_id, email, name, role }, event) => [
      {
        kind: 'upsert',
        collection: STAFF,
        id: user_id,
        update: {
          $set: {
            id: user_id,
            email,
            name,
            role,
            state: 'invited',
            invited_at: event.metadata.occurredAt,
            ...stamp(event.metadata.occurredAt),
          },
        },
      },
    ]),
    on(InvitationAccepted, ({ user_id }, event) => [
      {
        kind: 'update',
        collection: STAFF,
        filter: { _id: user_id },
        update: { $set: { state: 'active', ...stamp(event.metadata.occurredAt) } },
      },
    ]),
    // Nobody is left to list: the account never existed for anyone but the log's history.
    on(InvitationWithdrawn, ({ user_id }) => [
      { kind: 'delete', collection: STAFF, filter: { _id: user_id } },
    ]),
    // The role's revision (decision 284): a role change's If-Match; nothing else moves it.
    on(UserRoleChanged, ({ user_id, role }, event) => [
      {
        kind: 'update',
        collection: STAFF,
        filter: { _id: user_id },
        update: { $set: { role, ...stamp(event.metadata.occurredAt) }, $inc: { role_revision: 1 } },
      },
    ]),
    on(UserDeactivated, ({ user_id }, event) => [
      {
        kind: 'update',
        collection: STAFF,
        filter: { _id: user_id },
        update: { $set: { state: 'deactivated', ...stamp(event.metadata.occurredAt) } },
      },
    ]),
    on(UserReactivated, ({ user_id }, event) => [
      {
        kind: 'update',
        collection: STAFF,
        filter: { _id: user_id },
        update: { $set: { state: 'active', ...stamp(event.metadata.occurredAt) } },
      },
    ]),
  ],
});
