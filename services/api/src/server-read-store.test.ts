import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createReadStore } from '@chauffeur/projections';
import { openServerReadStore } from './server-read-store';

const projections = [{ name: 'bookings' }, { name: 'vehicles' }];
const logAt = (position: bigint | null) => ({
  head: async () => (position === null ? null : { position, recordedAt: new Date(0) }),
});

describe("the server's read store", () => {
  let dir: string;
  let path: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'server-read-store-'));
    path = join(dir, 'read.sqlite');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  async function persisted(checkpoint: bigint): Promise<void> {
    const store = await createReadStore({ kind: 'sqlite', path });
    await store.collection('bookings').insertOne({ _id: 'b-1', status: 'pending' });
    await store.checkpoints.set('bookings', checkpoint);
    await store.close();
  }

  it('given read models at or behind the log, when the server opens them, then it keeps them and resumes', async () => {
    await persisted(40n);
    const messages: string[] = [];
    const store = await openServerReadStore({ kind: 'sqlite', path }, logAt(40n), projections, (m) =>
      messages.push(m),
    );
    expect(await store.checkpoints.get('bookings')).toBe(40n);
    expect(await store.collection('bookings').count()).toBe(1);
    expect(messages).toEqual([]);
    await store.close();
  });

  it('given read models ahead of the log (an older backup restored beside them), when the server opens them, then they are deleted and rebuilt from the log', async () => {
    await persisted(90n);
    const messages: string[] = [];
    const store = await openServerReadStore({ kind: 'sqlite', path }, logAt(40n), projections, (m) =>
      messages.push(m),
    );
    expect(await store.checkpoints.get('bookings')).toBeNull();
    expect(await store.collection('bookings').count()).toBe(0);
    expect(messages.join()).toMatch(/ahead of the event log \(bookings at 90, log at 40\)/);
    expect(existsSync(path)).toBe(true);
    await store.close();
  });
});
