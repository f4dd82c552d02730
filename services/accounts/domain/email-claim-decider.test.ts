import { describe, expect, it } from 'vitest';
import { fold } from '@chauffeur/platform';
import { DomainError } from '@chauffeur/platform';
import { emailClaimDecider, type EmailClaimCommand } from './email-claim-decider';
import type { EmailClaimEvent } from '../events';

const first = '0b5f1f0e-8a43-4c3f-a5c4-9b7f0d1e2a31';
const second = '6d2e4b9a-1c7f-4e85-b3a0-5f9c8d7e6b42';
const claimed: EmailClaimEvent = { type: 'EmailClaimed', data: { user_id: first } };

const given = (events: EmailClaimEvent[]) => ({
  when: (command: EmailClaimCommand) => () =>
    emailClaimDecider.decide(command, fold(emailClaimDecider, events)),
});

describe('e-mail claim decider', () => {
  it('claims a free address for a new account', () => {
    expect(given([]).when({ type: 'ClaimEmail', userId: first })()).toEqual([claimed]);
  });

  it('refuses an address another account holds, as "User already registered"', () => {
    expect(given([claimed]).when({ type: 'ClaimEmail', userId: second })).toThrow(
      new DomainError('conflict', 'User already registered'),
    );
  });

  it('takes over a claim whose registration never completed, only when told which one', () => {
    expect(given([claimed]).when({ type: 'ClaimEmail', userId: second, replacesAbandoned: first })()).toEqual(
      [{ type: 'EmailClaimed', data: { user_id: second } }],
    );
    expect(given([claimed]).when({ type: 'ClaimEmail', userId: second, replacesAbandoned: second })).toThrow(
      'User already registered',
    );
  });
});
