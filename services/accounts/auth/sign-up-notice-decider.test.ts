import { describe, expect, it } from 'vitest';
import { fold } from '@chauffeur/platform';
import { signUpNoticeDecider, type SignUpNoticeEvent } from './sign-up-notice-decider';

const USER = '6f1c2d3e-4b5a-4c6d-8e7f-901234567890';
const registered: SignUpNoticeEvent = { type: 'UserRegistered', data: { user_id: USER } };
const notice = (at: string): SignUpNoticeEvent => ({
  type: 'SignUpAttemptedWithExistingEmail',
  data: { user_id: USER, attempted_at: at },
});
const when = (given: SignUpNoticeEvent[], at: string) =>
  signUpNoticeDecider.decide(
    { type: 'NoteSignUpAttempt', userId: USER, at: new Date(at) },
    fold(signUpNoticeDecider, given),
  );

describe('sign-up with an existing address: one notice to its owner an hour', () => {
  it('given a registered account, when someone signs up with its address, then its owner is told', () => {
    expect(when([registered], '2026-11-23T10:00:00.000Z')).toEqual([notice('2026-11-23T10:00:00.000Z')]);
  });

  it('given a notice 59 minutes ago, when someone tries again, then nothing more is sent', () => {
    expect(when([registered, notice('2026-11-23T10:00:00.000Z')], '2026-11-23T10:59:00.000Z')).toEqual([]);
  });

  it('given a notice an hour ago, when someone tries again, then the owner is told again', () => {
    expect(when([registered, notice('2026-11-23T10:00:00.000Z')], '2026-11-23T11:00:00.000Z')).toHaveLength(
      1,
    );
  });

  it('given no account on the stream, then nothing is recorded', () => {
    expect(when([], '2026-11-23T10:00:00.000Z')).toEqual([]);
  });
});
