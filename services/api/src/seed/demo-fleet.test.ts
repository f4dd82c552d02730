import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SqliteEventStore } from '@chauffeur/eventstore';
import { DEMO_FLEET } from './demo-fleet';
import { seedDemoData } from './seed-demo-data';

describe('demo fleet seeding', () => {
  let dir: string;
  let store: SqliteEventStore;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'seed-'));
    store = new SqliteEventStore(join(dir, 'events.sqlite'));
  });
  afterEach(async () => {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('seeds one vehicle of each type as VehicleAdded events by the system', async () => {
    await seedDemoData(store);
    const events = (await store.readAll()).filter((e) => e.type === 'VehicleAdded');
    expect(events.map((e) => e.type)).toEqual(DEMO_FLEET.map(() => 'VehicleAdded'));
    expect(new Set(events.map((e) => (e.data as { type: string }).type))).toEqual(
      new Set(['standard', 'luxury', 'van']),
    );
    expect(events[0]!.metadata.actor).toEqual({ kind: 'system', name: 'seed' });
  });

  it('seeds nothing into a log that holds events, and never twice when two processes race', async () => {
    const alone = new SqliteEventStore(join(dir, 'alone.sqlite'));
    await seedDemoData(alone);
    const seeded = await alone.countAfter('start');
    await alone.close();
    await Promise.all([seedDemoData(store), seedDemoData(store)]);
    expect(await store.countAfter('start')).toBe(seeded);
    expect(await seedDemoData(store)).toBe(0);
    expect(await store.countAfter('start')).toBe(seeded);
    expect((await store.readAll()).filter((e) => e.type === 'VehicleAdded')).toHaveLength(DEMO_FLEET.length);
  });
});
