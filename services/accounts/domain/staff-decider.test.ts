import { describe, expect, it } from 'vitest';
import { DomainError, fold } from '@chauffeur/platform';
import { PROBLEM_TEXTS, STAFF_MESSAGES } from '@chauffeur/contracts';
import { userDecider, type UserCommand } from './user-decider';
import type { UserEvent } from '../events';

/* Issue 17 point 7: invitations, deactivation and role changes of staff, as given/when/then. */

const id = '3f0c7a52-6a8e-4d61-9b1e-2c5d8f0a4b11';
const first = '0b6f1f5e-1c2d-4e3f-8a9b-0c1d2e3f4a5b';
const second = '7d2e3f4a-5b6c-4d7e-8f9a-0b1c2d3e4f5a';
const hash = 'scrypt$17$8$1$c2FsdA$a2V5';
const expiresAt = '2026-06-08T10:00:00.000Z';

const invited = (invitationId = first): UserEvent => ({
  type: 'StaffInvited',
  data: {
    user_id: id,
    email: 'desk@example.com',
    name: 'Dana Desk',
    role: 'dispatcher',
    invitation_id: invitationId,
    expires_at: expiresAt,
  },
});
const accepted: UserEvent = {
  type: 'InvitationAccepted',
  data: { user_id: id, invitation_id: first, password_hash: hash },
};
const invite = (invitationId: string): Extract<UserCommand, { type: 'InviteStaff' }> => ({
  type: 'InviteStaff',
  userId: id,
  email: 'desk@example.com',
  name: 'Dana Desk',
  role: 'dispatcher',
  chauffeur: false,
  invitationId,
  expiresAt,
});
const accept = (invitationId = first, now = '2026-06-01T10:00:00.000Z'): UserCommand => ({
  type: 'AcceptInvitation',
  invitationId,
  passwordHash: hash,
  now,
});

const given = (events: UserEvent[]) => ({
  when: (command: UserCommand) => () => userDecider.decide(command, fold(userDecider, events)),
  state: () => fold(userDecider, events),
});
const refusedWith = (run: () => unknown, message: string) => {
  expect(run).toThrow(DomainError);
  expect(run).toThrow(message);
};

describe('staff invitations (user decider)', () => {
  it('invites someone new: an account in state invited, without a password', () => {
    expect(given([]).when(invite(first))()).toEqual([invited()]);
    expect(given([invited()]).state()).toMatchObject({ status: 'invited', role: 'dispatcher' });
  });

  it('refuses a second invitation to an address already invited, whatever the role (already_invited)', () => {
    const asAdmin: UserCommand = { ...invite(second), role: 'admin' };
    const run = given([invited()]).when(asAdmin);
    refusedWith(run, PROBLEM_TEXTS.already_invited());
    expect(run).toThrow(
      expect.objectContaining({ kind: 'conflict', details: { coded: { code: 'already_invited' } } }),
    );
    expect(given([invited()]).state()).toMatchObject({ role: 'dispatcher' });
  });

  it('sends the link again while invited: a new invitation with the same role, and only the newest link works', () => {
    const resend: UserCommand = { type: 'ResendInvitation', invitationId: second, expiresAt };
    expect(given([invited()]).when(resend)()).toEqual([invited(second)]);
    refusedWith(given([invited(), invited(second)]).when(accept(first)), STAFF_MESSAGES.invitationInvalid);
    expect(given([invited(), invited(second)]).when(accept(second))()).toHaveLength(1);
    refusedWith(given([invited(), accepted]).when(resend), STAFF_MESSAGES.notInvited);
  });

  it('changes the role of a pending invitation; the link then activates the account with that role', () => {
    const changed: UserEvent = {
      type: 'UserRoleChanged',
      data: { user_id: id, role: 'admin', previous_role: 'dispatcher' },
    };
    expect(given([invited()]).when({ type: 'ChangeRole', userId: id, role: 'admin' })()).toEqual([changed]);
    expect(given([invited(), changed]).state()).toMatchObject({ status: 'invited', role: 'admin' });
    expect(given([invited(), changed, accepted]).state()).toMatchObject({
      status: 'registered',
      role: 'admin',
    });
    expect(given([invited()]).when({ type: 'ChangeRole', userId: id, role: 'dispatcher' })()).toEqual([]);
  });

  it('activates the account with its role when the link is used in time', () => {
    expect(given([invited()]).when(accept())()).toEqual([accepted]);
    expect(given([invited(), accepted]).state()).toMatchObject({
      status: 'registered',
      role: 'dispatcher',
      active: true,
      passwordHash: hash,
    });
  });

  it('refuses a used link, an expired link, and an address that already has an account', () => {
    refusedWith(given([invited(), accepted]).when(accept()), STAFF_MESSAGES.invitationUsed);
    refusedWith(given([invited()]).when(accept(first, expiresAt)), STAFF_MESSAGES.invitationExpired);
    refusedWith(given([invited(), accepted]).when(invite(second)), STAFF_MESSAGES.alreadyHasAccount);
    refusedWith(given([]).when(accept()), STAFF_MESSAGES.invitationInvalid);
  });
});

describe('deactivation and roles (user decider)', () => {
  const active = [invited(), accepted];
  const deactivated: UserEvent = { type: 'UserDeactivated', data: { user_id: id } };

  it('deactivates an active account and ends its sessions (the epoch moves)', () => {
    expect(given(active).when({ type: 'Deactivate' })()).toEqual([deactivated]);
    expect(given([...active, deactivated]).state()).toMatchObject({ active: false, sessionEpoch: 1 });
    expect(given([...active, deactivated]).when({ type: 'Deactivate' })()).toEqual([]);
  });

  it('reactivates a deactivated account; its old sessions stay ended', () => {
    const reactivated: UserEvent = { type: 'UserReactivated', data: { user_id: id } };
    expect(given([...active, deactivated]).when({ type: 'Reactivate' })()).toEqual([reactivated]);
    expect(given([...active, deactivated, reactivated]).state()).toMatchObject({
      active: true,
      sessionEpoch: 1,
    });
    expect(given(active).when({ type: 'Reactivate' })()).toEqual([]);
  });

  it('changes the role of an active staff member', () => {
    const changed: UserEvent = {
      type: 'UserRoleChanged',
      data: { user_id: id, role: 'admin', previous_role: 'dispatcher' },
    };
    expect(given(active).when({ type: 'ChangeRole', userId: id, role: 'admin' })()).toEqual([changed]);
    expect(given([...active, changed]).state()).toMatchObject({ role: 'admin' });
  });
});

describe('a driver is a chauffeur (user decider, decision 255)', () => {
  const active = [invited(), accepted];
  const toDriver = (chauffeur?: boolean): UserCommand => ({
    type: 'ChangeRole',
    userId: id,
    role: 'driver',
    ...(chauffeur === undefined ? {} : { chauffeur }),
  });
  const refusedAs = (run: () => unknown, code: string) =>
    expect(run).toThrow(expect.objectContaining({ kind: 'invalid', details: { coded: { code } } }));

  it('invites a driver only for the chauffeur the Chauffeurs page recorded', () => {
    const asDriver = { ...invite(first), role: 'driver' as const };
    refusedAs(given([]).when(asDriver), 'chauffeur_added_on_chauffeurs_page');
    refusedWith(given([]).when(asDriver), PROBLEM_TEXTS.chauffeur_added_on_chauffeurs_page());
    expect(given([]).when({ ...asDriver, chauffeur: true })()).toEqual([
      { ...invited(), data: { ...invited().data, role: 'driver' } },
    ]);
  });

  it('makes an active or invited person a driver only when a chauffeur has their address', () => {
    for (const events of [active, [invited()]]) {
      refusedAs(given(events).when(toDriver()), 'driver_role_needs_chauffeur');
      refusedAs(given(events).when(toDriver(false)), 'driver_role_needs_chauffeur');
      expect(given(events).when(toDriver(true))()).toEqual([
        { type: 'UserRoleChanged', data: { user_id: id, role: 'driver', previous_role: 'dispatcher' } },
      ]);
    }
  });

  it('leaves a driver a driver, and lets them take another role', () => {
    const driver: UserEvent = {
      type: 'UserRoleChanged',
      data: { user_id: id, role: 'driver', previous_role: 'dispatcher' },
    };
    expect(given([...active, driver]).when(toDriver())()).toEqual([]);
    expect(given([...active, driver]).when({ type: 'ChangeRole', userId: id, role: 'dispatcher' })()).toEqual(
      [{ type: 'UserRoleChanged', data: { user_id: id, role: 'dispatcher', previous_role: 'driver' } }],
    );
  });
});

describe('a role change at the role revision the admin saw (decision 284)', () => {
  const madeAdmin: UserEvent = {
    type: 'UserRoleChanged',
    data: { user_id: id, role: 'admin', previous_role: 'dispatcher' },
  };
  const signedOut: UserEvent = { type: 'UserSignedOut', data: { user_id: id, reason: 'sign_out' } };
  const toDispatcher = (roleRevision: number): UserCommand => ({
    type: 'ChangeRole',
    userId: id,
    role: 'dispatcher',
    roleRevision,
  });

  it('counts role changes only: through a re-sent link, the acceptance and sign-outs', () => {
    // A link sent again carries the invitation's role as it is now.
    const resent = invited(second);
    const history = [
      invited(first),
      madeAdmin,
      { ...resent, data: { ...resent.data, role: 'admin' } } as UserEvent,
      accepted,
      signedOut,
    ];
    expect(given(history).when(toDispatcher(1))()).toEqual([
      { type: 'UserRoleChanged', data: { user_id: id, role: 'dispatcher', previous_role: 'admin' } },
    ]);
    expect(given(history).when(toDispatcher(0))).toThrow(PROBLEM_TEXTS.changed_by_someone_else());
    // An invitation's role too.
    expect(given([invited(first), madeAdmin]).when(toDispatcher(0))).toThrow(
      PROBLEM_TEXTS.changed_by_someone_else(),
    );
  });
});
