import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SqliteEventStore, type EventToAppend } from '@chauffeur/eventstore';
import { MemoryReadStore } from '@chauffeur/projections';
import { ProjectionRunner } from '@chauffeur/projections';
import { usersProjection } from './users-projection';
import { countUsers, listUsers } from './user-queries';

const event = (type: string, data: Record<string, unknown>, occurredAt: string): EventToAppend => ({
  type,
  data,
  metadata: {
    eventId: randomUUID(),
    occurredAt,
    actor: { kind: 'anonymous' },
    correlationId: 'c',
    causationId: 'c',
    schemaVersion: 1,
  },
});

describe('users read model', () => {
  let dir: string;
  let events: SqliteEventStore;
  let reads: MemoryReadStore;
  let runner: ProjectionRunner;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'users-projection-'));
    events = new SqliteEventStore(join(dir, 'events.sqlite'));
    reads = new MemoryReadStore();
    runner = new ProjectionRunner(events, reads, [usersProjection]);
  });
  afterEach(async () => {
    await runner.stop();
    await events.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const register = async (email: string, at: string) => {
    const id = randomUUID();
    const hash = 'scrypt$17$8$1$c2FsdA$a2V5';
    await events.append(
      `user-${id}`,
      [event('UserRegistered', { user_id: id, email, role: 'user', password_hash: hash }, at)],
      { expectedRevision: 'no_stream' },
    );
    return id;
  };

  it('lists accounts newest first with their role, never their password hash', async () => {
    const ana = await register('ana@example.com', '2025-01-01T10:00:00.000Z');
    const ben = await register('ben@chauffeur.be', '2025-02-01T10:00:00.000Z');
    await events.append(
      `user-${ana}`,
      [
        event(
          'UserRoleChanged',
          { user_id: ana, role: 'admin', previous_role: 'user' },
          '2025-03-01T00:00:00Z',
        ),
      ],
      { expectedRevision: 0n },
    );
    await runner.start();
    await runner.waitUntilCaughtUp(5000);

    const { items, total } = await listUsers(reads);
    expect(total).toBe(2);
    expect(items).toEqual([
      { id: ben, email: 'ben@chauffeur.be', role: 'user', created_at: '2025-02-01T10:00:00.000Z' },
      { id: ana, email: 'ana@example.com', role: 'admin', created_at: '2025-01-01T10:00:00.000Z' },
    ]);
    expect(JSON.stringify(await reads.collection('users').find())).not.toContain('scrypt');
    expect(await countUsers(reads)).toBe(2);
  });

  it('searches e-mails by case-insensitive substring, taking the query literally', async () => {
    await register('ana@example.com', '2025-01-01T10:00:00.000Z');
    await register('ben@chauffeur.be', '2025-02-01T10:00:00.000Z');
    await runner.start();
    await runner.waitUntilCaughtUp(5000);

    expect((await listUsers(reads, { q: 'CHAUFFEUR' })).items.map((u) => u.email)).toEqual([
      'ben@chauffeur.be',
    ]);
    expect((await listUsers(reads, { q: '.*' })).total).toBe(0);
  });
});
