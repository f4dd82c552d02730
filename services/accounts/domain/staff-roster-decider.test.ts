import { describe, expect, it } from 'vitest';
import { DomainError, fold } from '@chauffeur/platform';
import { STAFF_MESSAGES } from '@chauffeur/contracts';
import type { StaffRosterEvent } from '../events';
import { staffRosterDecider, type AdminCandidate, type StaffRosterCommand } from './staff-roster-decider';

/* Decision 228: the last-admin rule on the staff roster, as given (roster events) / when / then. */

const ann = '3f0c7a52-6a8e-4d61-9b1e-2c5d8f0a4b11';
const bob = '0b6f1f5e-1c2d-4e3f-8a9b-0c1d2e3f4a5b';
const cat = '7d2e3f4a-5b6c-4d7e-8f9a-0b1c2d3e4f5a';

const held = (userId: string, revision: number): StaffRosterEvent => ({
  type: 'AdminRemovalHeld',
  data: { user_id: userId, account_revision: revision, change: 'role' },
});
const admin = (id: string, revision = 3): AdminCandidate => ({ id, revision, activeAdmin: true });
const demote = (userId: string, candidates: AdminCandidate[]): StaffRosterCommand => ({
  type: 'HoldAdminRemoval',
  userId,
  accountRevision: 3,
  change: 'role',
  candidates,
});

const given = (events: StaffRosterEvent[]) => ({
  when: (command: StaffRosterCommand) => () =>
    staffRosterDecider.decide(command, fold(staffRosterDecider, events)),
});
const refusedAsLastAdmin = (run: () => unknown) => {
  expect(run).toThrow(DomainError);
  expect(run).toThrow(STAFF_MESSAGES.lastAdmin);
};

describe('staff roster: another active admin remains', () => {
  it('holds the removal when another active admin remains', () => {
    expect(given([]).when(demote(ann, [admin(ann), admin(bob)]))()).toEqual([held(ann, 3)]);
  });

  it('refuses the last active admin, whether alone or beside admins who are not active admins', () => {
    refusedAsLastAdmin(given([]).when(demote(ann, [admin(ann)])));
    refusedAsLastAdmin(given([]).when(demote(ann, [])));
    refusedAsLastAdmin(given([]).when(demote(ann, [{ id: bob, revision: 5, activeAdmin: false }])));
  });

  it('counts an admin whose removal is held but not written yet as gone: the second of two removals is refused', () => {
    // Bob's removal was held at his revision 3 and his stream is still there: in flight.
    refusedAsLastAdmin(given([held(bob, 3)]).when(demote(ann, [admin(bob, 3)])));
    // With a third admin, Ann may still go.
    expect(given([held(bob, 3)]).when(demote(ann, [admin(bob, 3), admin(cat)]))()).toEqual([held(ann, 3)]);
  });

  it('trusts the account once its stream moved past the held revision (the change was refused there)', () => {
    // Bob's stream moved on and still says active admin: his removal's append lost, he is an admin.
    expect(given([held(bob, 3)]).when(demote(ann, [admin(bob, 4)]))()).toEqual([held(ann, 3)]);
  });

  it('judges each account by its latest hold only', () => {
    refusedAsLastAdmin(given([held(bob, 1), held(bob, 6)]).when(demote(ann, [admin(bob, 6)])));
    expect(given([held(bob, 1), held(bob, 6)]).when(demote(ann, [admin(bob, 7)]))()).toHaveLength(1);
  });
});
