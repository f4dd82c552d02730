import { describe, expect, it } from 'vitest';
import { fold } from '@chauffeur/platform';
import { DomainError } from '@chauffeur/platform';
import { userDecider, type UserCommand } from './user-decider';
import type { UserEvent } from '../events';

const id = '3f0c7a52-6a8e-4d61-9b1e-2c5d8f0a4b11';
const hash = 'scrypt$17$8$1$c2FsdA$a2V5';
const registered: UserEvent = {
  type: 'UserRegistered',
  data: { user_id: id, email: 'ana@example.com', role: 'user', password_hash: hash },
};

/** given past events, when a command, then the new events. */
const given = (events: UserEvent[]) => ({
  when: (command: UserCommand) => () => userDecider.decide(command, fold(userDecider, events)),
  state: () => fold(userDecider, events),
});

describe('user decider', () => {
  it('registers a new account with its hash, never a password', () => {
    expect(
      given([]).when({
        type: 'RegisterUser',
        userId: id,
        email: 'ana@example.com',
        role: 'user',
        passwordHash: hash,
      })(),
    ).toEqual([registered]);
  });

  it('refuses to register the same account twice with the SPEC 8 text', () => {
    expect(
      given([registered]).when({
        type: 'RegisterUser',
        userId: id,
        email: 'ana@example.com',
        role: 'user',
        passwordHash: hash,
      }),
    ).toThrow(new DomainError('conflict', 'User already registered'));
  });

  it('changes the role and records the previous one; the same role again records nothing', () => {
    const promoted = given([registered]).when({ type: 'ChangeRole', userId: id, role: 'admin' })();
    expect(promoted).toEqual([
      { type: 'UserRoleChanged', data: { user_id: id, role: 'admin', previous_role: 'user' } },
    ]);
    expect(
      given([registered, ...promoted]).when({ type: 'ChangeRole', userId: id, role: 'admin' })(),
    ).toEqual([]);
    expect(given([registered, ...promoted]).state()).toMatchObject({ role: 'admin' });
  });

  it('ends every session on sign-out and on a new password, by moving the session epoch', () => {
    const signedOut = given([registered]).when({ type: 'SignOut', userId: id, reason: 'sign_out' })();
    expect(signedOut).toEqual([{ type: 'UserSignedOut', data: { user_id: id, reason: 'sign_out' } }]);
    const newHash = 'scrypt$17$8$1$bmV3$a2V5';
    const changed = given([registered, ...signedOut]).when({
      type: 'ChangePassword',
      userId: id,
      passwordHash: newHash,
    })();
    expect(changed).toEqual([{ type: 'PasswordChanged', data: { user_id: id, password_hash: newHash } }]);
    expect(given([registered]).state()).toMatchObject({ sessionEpoch: 0 });
    expect(given([registered, ...signedOut, ...changed]).state()).toMatchObject({
      sessionEpoch: 2,
      passwordHash: newHash,
    });
  });

  it('ends one session on a sign-out on one device, leaving the epoch (and the other sessions) alone', () => {
    const command: UserCommand = { type: 'SignOutSession', userId: id, sessionId: 'desk-1' };
    const ended = given([registered]).when(command)();
    expect(ended).toEqual([{ type: 'SessionSignedOut', data: { user_id: id, session_id: 'desk-1' } }]);
    expect(given([registered, ...ended]).state()).toMatchObject({ sessionEpoch: 0 });
  });

  it.each<UserCommand>([
    { type: 'ChangeRole', userId: id, role: 'admin' },
    { type: 'ChangePassword', userId: id, passwordHash: hash },
    { type: 'SignOut', userId: id, reason: 'sign_out' },
    { type: 'SignOutSession', userId: id, sessionId: 'phone-1' },
  ])('refuses $type for an account that does not exist', (command) => {
    expect(given([]).when(command)).toThrow(new DomainError('not_found', 'User not found'));
  });
});

describe('user decider: e-mail verification (issue 18)', () => {
  const expiresAt = '2026-12-01T10:00:00.000Z';
  const requested: UserEvent = {
    type: 'EmailVerificationRequested',
    data: { user_id: id, email: 'ana@example.com', language: 'fr', expires_at: expiresAt },
  };
  const verified: UserEvent = { type: 'EmailVerified', data: { user_id: id, email: 'ana@example.com' } };

  it('a sign-up registers the account and asks for the verification together', () => {
    expect(
      given([]).when({
        type: 'RegisterUser',
        userId: id,
        email: 'ana@example.com',
        role: 'user',
        passwordHash: hash,
        verification: { language: 'fr', expiresAt },
      })(),
    ).toEqual([registered, requested]);
  });

  it('verifies once, until the link expires; a verified address asks for nothing more', () => {
    const verify = { type: 'VerifyEmail' as const, expiresAt, now: '2026-11-30T10:00:00.000Z' };
    expect(given([registered, requested]).when(verify)()).toEqual([verified]);
    expect(given([registered, requested, verified]).when(verify)()).toEqual([]);
    expect(given([registered, requested]).when({ ...verify, now: expiresAt })).toThrow(
      'This link has expired: sign in and ask for a new one',
    );
    expect(
      given([registered, verified]).when({ type: 'RequestEmailVerification', language: 'en', expiresAt })(),
    ).toEqual([]);
  });

  it('an account from before issue 18 is unverified; a staff account is verified by its invitation', () => {
    expect(given([registered]).state()).not.toHaveProperty('emailVerified', true);
    const invitationId = '7d1f2a3b-6a8e-4d61-9b1e-2c5d8f0a4b11';
    const invited: UserEvent = {
      type: 'StaffInvited',
      data: {
        user_id: id,
        email: 'sam@example.com',
        name: 'Sam',
        role: 'dispatcher',
        invitation_id: invitationId,
        expires_at: expiresAt,
      },
    };
    const accepted: UserEvent = {
      type: 'InvitationAccepted',
      data: { user_id: id, invitation_id: invitationId, password_hash: hash },
    };
    expect(given([invited, accepted]).state()).toMatchObject({ emailVerified: true });
  });
});
