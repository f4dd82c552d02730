import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { LiveChange } from '@chauffeur/contracts';
import { EventStoreUnavailable, SqliteEventStore } from '@chauffeur/eventstore';
import { faultyEventStore, testEvent } from '@chauffeur/eventstore/testing';
import { eventually } from '../mail/testing';
import { LiveHub } from './live-hub';

describe('LiveHub', () => {
  let dir: string;
  let inner: SqliteEventStore;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'live-hub-'));
    inner = new SqliteEventStore(join(dir, 'events.sqlite'));
  });
  afterEach(async () => {
    await inner.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('given the log unreachable at the first listener, then that one is refused and the next one is served', async () => {
    const store = faultyEventStore(inner, { calls: [{ operation: 'head', calls: [1] }] });
    const readSide = {
      projections: [{ name: 'rides', eventTypes: ['RideBooked'] }],
      waitFor: async () => true,
    };
    const hub = new LiveHub(store, readSide);
    const changes: LiveChange[] = [];
    await expect(hub.listen((change) => changes.push(change))).rejects.toBeInstanceOf(EventStoreUnavailable);
    const unlisten = await hub.listen((change) => changes.push(change));
    const { position } = await inner.append('ride-1', [testEvent('RideBooked')], { expectedRevision: 'any' });
    await eventually(() => changes.length > 0);
    expect(changes).toEqual([{ models: ['rides'], position: position.toString() }]);
    unlisten();
    await hub.stop();
  });
});
