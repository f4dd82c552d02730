import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SqliteEventStore, type EventToAppend } from '@chauffeur/eventstore';
import { describeWithServer } from '@chauffeur/eventstore/testing';
import { createReadStore, MemoryReadStore, type ReadStore } from '@chauffeur/projections';
import { MONGO_SERVER, openScratchMongoStore } from '@chauffeur/projections/testing';
import { vehiclesProjection } from '../../../../fleet/index';
import { blueGreenRebuild, BUILD_SUFFIX, BUILDING_CHECKPOINT_SUFFIX } from './blue-green';
import { replayLog } from './replay';

const vehicleAdded = (name: string): EventToAppend => ({
  type: 'VehicleAdded',
  data: { vehicle_id: randomUUID(), name },
  metadata: {
    eventId: randomUUID(),
    occurredAt: new Date().toISOString(),
    actor: { kind: 'system', name: 'test' },
    correlationId: randomUUID(),
    causationId: randomUUID(),
    schemaVersion: 1,
  },
});

/** The blue/green rebuild, against any read store that can rename collections. */
function describeBlueGreen(open: () => Promise<{ store: ReadStore; dispose(): Promise<void> }>) {
  let dir: string;
  let events: SqliteEventStore;
  let store: ReadStore;
  let dispose: () => Promise<void>;

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'blue-green-'));
    events = new SqliteEventStore(join(dir, 'events.sqlite'));
    for (const name of ['Sedan', 'Van', 'Limousine'])
      await events.append(`vehicle-${randomUUID()}`, [vehicleAdded(name)], { expectedRevision: 'no_stream' });
    ({ store, dispose } = await open());
    // The serving model, then a "projection bug" that the rebuild must repair.
    await replayLog(events, store, [vehiclesProjection]);
    await store.collection('vehicles').insertOne({ _id: 'ghost', name: 'left by a bug' });
  });
  afterEach(async () => {
    await dispose();
    await events.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const names = async () =>
    (await store.collection('vehicles').find({}, { sort: { name: 1 } })).map((doc) => doc.name);

  it('builds beside the serving model, then switches and drops the old one', async () => {
    let servingDuringBuild: unknown[] = [];
    const result = await blueGreenRebuild(events, store, vehiclesProjection, {
      beforeSwitch: async () => {
        servingDuringBuild = await names();
        expect(await store.collection(`vehicles${BUILD_SUFFIX}`).count()).toBe(3);
      },
    });
    expect(servingDuringBuild).toEqual(['Limousine', 'Sedan', 'Van', 'left by a bug']);
    expect(await names()).toEqual(['Limousine', 'Sedan', 'Van']);
    expect(result).toMatchObject({ events: 3, collections: ['vehicles'] });
    expect(await store.collection(`vehicles${BUILD_SUFFIX}`).count()).toBe(0);
    expect(await store.checkpoints.get('vehicles')).toBe((await events.head())!.position);
    expect(await store.checkpoints.get(`vehicles${BUILDING_CHECKPOINT_SUFFIX}`)).toBeNull();
  });

  it('an interrupted rebuild leaves the serving model untouched and can be started again', async () => {
    await expect(
      blueGreenRebuild(events, store, vehiclesProjection, {
        beforeSwitch: () => Promise.reject(new Error('killed')),
      }),
    ).rejects.toThrow('killed');
    expect(await names()).toEqual(['Limousine', 'Sedan', 'Van', 'left by a bug']);
    expect(await store.checkpoints.get(`vehicles${BUILDING_CHECKPOINT_SUFFIX}`)).not.toBeNull();

    await blueGreenRebuild(events, store, vehiclesProjection);
    expect(await names()).toEqual(['Limousine', 'Sedan', 'Van']);
    expect(await store.checkpoints.get(`vehicles${BUILDING_CHECKPOINT_SUFFIX}`)).toBeNull();
  });

  it('events appended during the build reach the switched model', async () => {
    await blueGreenRebuild(events, store, vehiclesProjection, {
      beforeSwitch: async () => {
        await events.append(`vehicle-${randomUUID()}`, [vehicleAdded('Minibus')], {
          expectedRevision: 'no_stream',
        });
      },
    });
    expect(await names()).toEqual(['Limousine', 'Minibus', 'Sedan', 'Van']);
  });
}

describe('blue/green rebuild (memory read store)', () => {
  describeBlueGreen(async () => {
    const store = new MemoryReadStore();
    return { store, dispose: () => store.close() };
  });
});

describe('blue/green rebuild (SQLite read store)', () => {
  let folder: string;
  beforeEach(() => void (folder = mkdtempSync(join(tmpdir(), 'blue-green-reads-'))));
  afterEach(() => rmSync(folder, { recursive: true, force: true }));
  describeBlueGreen(async () => {
    const store = await createReadStore({ kind: 'sqlite', path: join(folder, 'reads.sqlite') });
    return { store, dispose: () => store.close() };
  });
});

await describeWithServer('blue/green rebuild (MongoDB)', MONGO_SERVER, (url) => {
  describeBlueGreen(() => openScratchMongoStore(url(), 'bluegreen'));
});
