import { describe, expect, it } from 'vitest';
import { DomainError, fold } from '@chauffeur/platform';
import { PASSWORD_RESET_MESSAGES } from '@chauffeur/contracts';
import { userDecider, type UserCommand } from './user-decider';
import type { UserEvent } from '../events';
import { MAX_LIVE_RESET_LINKS } from './password-reset';

/* Decision 257: "Forgot your password?" on the account's stream, as given/when/then. */

const id = '3f0c7a52-6a8e-4d61-9b1e-2c5d8f0a4b11';
const links = [
  '0b6f1f5e-1c2d-4e3f-8a9b-0c1d2e3f4a5b',
  '7d2e3f4a-5b6c-4d7e-8f9a-0b1c2d3e4f5a',
  '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
];
const [first, second, third, fourth] = links as [string, string, string, string];
const hash = 'scrypt$17$8$1$c2FsdA$a2V5';
const newHash = 'scrypt$17$8$1$bmV3$a2V5';
const at = (minute: number) => new Date(Date.UTC(2026, 5, 1, 10, minute)).toISOString();

const registered: UserEvent = {
  type: 'UserRegistered',
  data: { user_id: id, email: 'desk@example.com', role: 'dispatcher', password_hash: hash },
};
/** A link asked for at `minute`: it works for an hour. */
const requested = (resetId: string, minute = 0): UserEvent => ({
  type: 'PasswordResetRequested',
  data: { user_id: id, reset_id: resetId, language: 'fr', expires_at: at(minute + 60) },
});
const request = (resetId: string, minute = 0): UserCommand => ({
  type: 'RequestPasswordReset',
  resetId,
  language: 'fr',
  expiresAt: at(minute + 60),
  now: at(minute),
});
const reset = (resetId: string, minute = 1): UserCommand => ({
  type: 'ResetPassword',
  resetId,
  passwordHash: newHash,
  now: at(minute),
});
const wasReset = (resetId: string): UserEvent => ({
  type: 'PasswordReset',
  data: { user_id: id, reset_id: resetId, password_hash: newHash },
});

const given = (events: UserEvent[]) => ({
  when: (command: UserCommand) => () => userDecider.decide(command, fold(userDecider, events)),
  state: () => fold(userDecider, events),
});
const refusedWith = (run: () => unknown, message: string) => {
  expect(run).toThrow(DomainError);
  expect(run).toThrow(message);
};

describe('password reset (user decider)', () => {
  it('records a link for an active account, in the language asked, for an hour', () => {
    expect(given([registered]).when(request(first))()).toEqual([requested(first)]);
  });

  it('records nothing for an invitation not used yet, a deactivated account or no account', () => {
    const invited: UserEvent = {
      type: 'StaffInvited',
      data: {
        user_id: id,
        email: 'desk@example.com',
        name: 'Dana Desk',
        role: 'dispatcher',
        invitation_id: first,
        expires_at: at(600),
      },
    };
    const deactivated: UserEvent = { type: 'UserDeactivated', data: { user_id: id } };
    expect(given([invited]).when(request(second))()).toEqual([]);
    expect(given([registered, deactivated]).when(request(second))()).toEqual([]);
    expect(given([]).when(request(second))()).toEqual([]);
  });

  it(`keeps at most ${MAX_LIVE_RESET_LINKS} links working at once; once they expire, a new one is sent`, () => {
    const three = [registered, requested(first, 0), requested(second, 1), requested(third, 2)];
    expect(given(three).when(request(fourth, 3))()).toEqual([]);
    // The first expires at minute 60: at minute 61 two links still work, so a new one goes out.
    expect(given(three).when(request(fourth, 61))()).toEqual([requested(fourth, 61)]);
  });

  it('sets the new password with a working link and ends every session (the epoch moves)', () => {
    const history = [registered, requested(first)];
    expect(given(history).when(reset(first))()).toEqual([wasReset(first)]);
    expect(given([...history, wasReset(first)]).state()).toMatchObject({
      passwordHash: newHash,
      sessionEpoch: 1,
    });
  });

  it('refuses the same link a second time, saying it was used', () => {
    refusedWith(
      given([registered, requested(first), wasReset(first)]).when(reset(first, 2)),
      PASSWORD_RESET_MESSAGES.linkUsed,
    );
  });

  it('refuses every other link sent before, once one of them set the password', () => {
    const history = [registered, requested(first, 0), requested(second, 1), wasReset(second)];
    refusedWith(given(history).when(reset(first, 2)), PASSWORD_RESET_MESSAGES.linkInvalid);
  });

  it('refuses a link after its hour, saying it expired', () => {
    refusedWith(
      given([registered, requested(first)]).when(reset(first, 60)),
      PASSWORD_RESET_MESSAGES.linkExpired,
    );
    expect(given([registered, requested(first)]).when(reset(first, 59))()).toEqual([wasReset(first)]);
  });

  it('refuses a link once the password was changed by other means, or the account deactivated', () => {
    const changed: UserEvent = { type: 'PasswordChanged', data: { user_id: id, password_hash: newHash } };
    const deactivated: UserEvent = { type: 'UserDeactivated', data: { user_id: id } };
    const reactivated: UserEvent = { type: 'UserReactivated', data: { user_id: id } };
    refusedWith(
      given([registered, requested(first), changed]).when(reset(first)),
      PASSWORD_RESET_MESSAGES.linkInvalid,
    );
    refusedWith(
      given([registered, requested(first), deactivated]).when(reset(first)),
      PASSWORD_RESET_MESSAGES.linkInvalid,
    );
    // Reactivation does not bring the link back.
    refusedWith(
      given([registered, requested(first), deactivated, reactivated]).when(reset(first)),
      PASSWORD_RESET_MESSAGES.linkInvalid,
    );
  });

  it('refuses a link naming no link of the account, and any link of an account not active yet', () => {
    refusedWith(
      given([registered, requested(first)]).when(reset(second)),
      PASSWORD_RESET_MESSAGES.linkInvalid,
    );
    refusedWith(given([]).when(reset(first)), PASSWORD_RESET_MESSAGES.linkInvalid);
  });
});
