import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { STAFF_MESSAGES, STAFF_ROLES, systemActor, userStream, type StaffRole } from '@chauffeur/contracts';
import { SqliteEventStore, type EventStore } from '@chauffeur/eventstore';
import { DomainError, handleCommand, type CommandContext } from '@chauffeur/platform';
import { userDecider } from '../domain/user-decider';
import { accountState } from './invite-staff';
import { changeKeepingAnAdmin } from './staff-roster';

/**
 * Decision 228 under concurrency: 2–4 admins send role changes, deactivations and reactivations of each
 * other all at once, each store call answered in an order fast-check's scheduler picks (stale reads,
 * appends landing between another request's reads). Whatever the interleaving, at least one active admin
 * remains, and every refusal is the contract's 409 "last active admin".
 */
const dir = mkdtempSync(join(tmpdir(), 'staff-roster-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let runs = 0;
const now = () => new Date('2026-12-01T10:00:00Z');
const idOf = (index: number) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`;
const context = (actor: number): CommandContext => ({
  actor: { kind: 'user', id: idOf(actor), email: `admin${actor}@example.com`, role: 'admin' },
  requestId: `request-${actor}`,
});

/** Every read and append answers when the scheduler says so: the operation itself runs at the call. */
function scheduled(store: EventStore, s: fc.Scheduler): EventStore {
  const later = <T>(call: Promise<T>) => {
    // A refused append (version conflict) is seen by the caller when released, not as unhandled now.
    call.catch(() => {});
    return s.schedule(call);
  };
  return Object.assign(Object.create(store) as EventStore, {
    readStream: (...args: Parameters<EventStore['readStream']>) => later(store.readStream(...args)),
    append: (...args: Parameters<EventStore['append']>) => later(store.append(...args)),
  });
}

type Operation =
  | { kind: 'role'; actor: number; target: number; role: StaffRole }
  | { kind: 'deactivate' | 'reactivate'; actor: number; target: number };

const scenario = fc.integer({ min: 2, max: 4 }).chain((admins) => {
  const someone = fc.integer({ min: 0, max: admins - 1 });
  const operation: fc.Arbitrary<Operation> = fc.oneof(
    fc.record({
      kind: fc.constant('role' as const),
      actor: someone,
      target: someone,
      role: fc.constantFrom(...STAFF_ROLES),
    }),
    fc.record({
      kind: fc.constantFrom('deactivate' as const, 'reactivate' as const),
      actor: someone,
      target: someone,
    }),
  );
  return fc.record({
    admins: fc.constant(admins),
    operations: fc.array(operation, { minLength: 2, maxLength: 6 }),
  });
});

async function withAdmins(count: number): Promise<SqliteEventStore> {
  const store = new SqliteEventStore(join(dir, `events-${runs++}.sqlite`));
  for (let index = 0; index < count; index++)
    await handleCommand(store, {
      stream: userStream(idOf(index)),
      decider: userDecider,
      command: {
        type: 'RegisterUser',
        userId: idOf(index),
        email: `admin${index}@example.com`,
        role: 'admin',
        passwordHash: 'scrypt$17$8$1$c2FsdA$a2V5',
      },
      context: { actor: systemActor('test'), requestId: 'setup' },
      now,
    });
  return store;
}

function perform(store: EventStore, ids: string[], operation: Operation) {
  const userId = ids[operation.target]!;
  const deps = { eventStore: store, now, adminCandidates: async () => ids };
  if (operation.kind === 'role')
    return changeKeepingAnAdmin(
      deps,
      userId,
      // A chauffeur has every address here: the rule under test is the last admin's, not decision 255's.
      { type: 'ChangeRole', userId, role: operation.role, chauffeur: true },
      context(operation.actor),
    );
  if (operation.kind === 'deactivate')
    return changeKeepingAnAdmin(deps, userId, { type: 'Deactivate' }, context(operation.actor));
  // Reactivating cannot take an admin away: it goes straight to the account, as the staff service does.
  return handleCommand(store, {
    stream: userStream(userId),
    decider: userDecider,
    command: { type: 'Reactivate' },
    context: context(operation.actor),
    now,
  });
}

describe('staff roster under concurrent removals (property)', () => {
  it('always leaves an active admin, and refuses only with 409 "last active admin"', async () => {
    let refusals = 0;
    await fc.assert(
      fc.asyncProperty(fc.scheduler(), scenario, async (s, { admins, operations }) => {
        const raw = await withAdmins(admins);
        try {
          const ids = Array.from({ length: admins }, (_, index) => idOf(index));
          const store = scheduled(raw, s);
          const outcomes = operations.map((operation) =>
            perform(store, ids, operation).then(
              () => null,
              (error: unknown) => error,
            ),
          );
          for (const error of await s.waitFor(Promise.all(outcomes))) {
            if (error === null) continue;
            refusals++;
            expect(error).toBeInstanceOf(DomainError);
            expect((error as DomainError).kind).toBe('conflict');
            expect((error as DomainError).message).toBe(STAFF_MESSAGES.lastAdmin);
          }
          const states = await Promise.all(ids.map((id) => accountState(raw, id)));
          const active = states.filter(
            (st) => st.status === 'registered' && st.role === 'admin' && st.active,
          );
          expect(active.length, JSON.stringify({ operations, states })).toBeGreaterThanOrEqual(1);
        } finally {
          await raw.close();
        }
      }),
      { numRuns: 100 },
    );
    // The runs did race to the last admin: the rule was exercised, not only passed by.
    expect(refusals).toBeGreaterThan(0);
  });
});
