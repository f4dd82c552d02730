import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Actor } from '@chauffeur/contracts';
import { SqliteEventStore, type EventToAppend } from '@chauffeur/eventstore';
import { MemoryReadStore, ProjectionRunner, createReadStore, type ReadStore } from '@chauffeur/projections';
import { listMessages } from './message-queries';
import { messagesProjection } from './messages-projection';

const visitor: Actor = { kind: 'anonymous' };
const lotte: Actor = { kind: 'user', id: 'u-lotte', email: 'lotte@example.com', role: 'dispatcher' };
const boss: Actor = { kind: 'user', id: 'u-boss', email: 'boss@example.com', role: 'admin' };

const event = (type: string, data: Record<string, unknown>, actor: Actor, at: string): EventToAppend => ({
  type,
  data,
  metadata: {
    eventId: randomUUID(),
    occurredAt: at,
    actor,
    correlationId: 'c',
    causationId: 'c',
    schemaVersion: 1,
  },
});
const received = (id: string, name: string, at: string) =>
  event(
    'ContactMessageReceived',
    { message_id: id, name, email: 'sender@example.be', phone: '+32 470 12 34 56', message: 'Hello' },
    visitor,
    at,
  );

const stores: Array<[string, () => Promise<ReadStore>]> = [
  ['memory', async () => new MemoryReadStore()],
  ['SQLite', () => createReadStore({ kind: 'sqlite', path: ':memory:' })],
];

describe.each(stores)('the messages read model keeps the answered mark (decision 326, %s)', (_, open) => {
  let dir: string;
  let events: SqliteEventStore;
  let reads: ReadStore;
  let runner: ProjectionRunner;
  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'messages-projection-'));
    events = new SqliteEventStore(join(dir, 'events.sqlite'));
    reads = await open();
    runner = new ProjectionRunner(events, reads, [messagesProjection]);
  });
  afterEach(async () => {
    await runner.stop();
    await events.close();
    await reads.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const listed = async (status?: 'waiting' | 'answered') => {
    await runner.start();
    await runner.waitUntilCaughtUp(5000);
    return listMessages(reads, { limit: 50, offset: 0, ...(status ? { status } : {}) });
  };

  it('says who marked a message answered and when, undoes it, and lists each filter newest first', async () => {
    const [anne, bram, chloé] = [randomUUID(), randomUUID(), randomUUID()];
    await events.append(`message-${anne}`, [received(anne, 'Anne', '2026-11-29T08:00:00.000Z')], {
      expectedRevision: 'no_stream',
    });
    await events.append(`message-${bram}`, [received(bram, 'Bram', '2026-11-29T09:00:00.000Z')], {
      expectedRevision: 'no_stream',
    });
    await events.append(`message-${chloé}`, [received(chloé, 'Chloé', '2026-11-29T10:00:00.000Z')], {
      expectedRevision: 'no_stream',
    });
    // Lotte answered Anne and Chloé; the boss undid Chloé's mark (she had only called back, no answer).
    const marked = (id: string, actor: Actor, at: string) =>
      event('ContactMessageMarkedAnswered', { message_id: id }, actor, at);
    await events.append(`message-${anne}`, [marked(anne, lotte, '2026-11-29T10:15:00.000Z')], {
      expectedRevision: 0n,
    });
    await events.append(`message-${chloé}`, [marked(chloé, lotte, '2026-11-29T10:20:00.000Z')], {
      expectedRevision: 0n,
    });
    await events.append(
      `message-${chloé}`,
      [event('ContactMessageMarkedUnanswered', { message_id: chloé }, boss, '2026-11-29T10:30:00.000Z')],
      { expectedRevision: 1n },
    );

    const all = await listed();
    expect(all.total).toBe(3);
    expect(all.items.map((m) => [m.name, m.answered, m.revision])).toEqual([
      ['Chloé', false, 2],
      ['Bram', false, 0],
      ['Anne', true, 1],
    ]);
    expect(all.items[2]).toMatchObject({
      answered_at: '2026-11-29T10:15:00.000Z',
      answered_by: { kind: 'user', id: 'u-lotte', email: 'lotte@example.com', role: 'dispatcher' },
    });
    expect(all.items[0]).not.toHaveProperty('answered_by');
    expect(all.items[0]).not.toHaveProperty('answered_at');

    const waiting = await listMessages(reads, { limit: 50, offset: 0, status: 'waiting' });
    expect([waiting.total, waiting.items.map((m) => m.name)]).toEqual([2, ['Chloé', 'Bram']]);
    const answered = await listMessages(reads, { limit: 1, offset: 0, status: 'answered' });
    expect([answered.total, answered.items.map((m) => m.name)]).toEqual([1, ['Anne']]);
  });

  it('reads a row kept from before the mark (no revision, no mark) as received and waiting', async () => {
    await reads.collection('messages').insertOne({
      _id: 'old',
      id: 'old',
      name: 'Old Sender',
      email: 'old@example.be',
      phone: '+32 470 12 34 56',
      message: 'Hello',
      received_at: '2026-11-01T08:00:00.000Z',
    });
    const [row] = (await listed()).items;
    expect(row).toMatchObject({ id: 'old', revision: 0, answered: false });
  });
});
