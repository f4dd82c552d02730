import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { LiveChange } from '@chauffeur/contracts';
import { EventStoreUnavailable, SqliteEventStore } from '@chauffeur/eventstore';
import { faultyEventStore, testEvent } from '@chauffeur/eventstore/testing';
import { ReadStoreUnavailable } from '@chauffeur/projections';
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

  it('tells a scoped listener only of the events whose audience it hears, and every change to the others', async () => {
    const readSide = {
      projections: [{ name: 'rides', eventTypes: ['RideBooked'] }],
      waitFor: async () => true,
    };
    // The audience is the stream's name; one event's audience cannot be found (a bug, not an outage).
    const hub = new LiveHub(inner, readSide, async (event) => {
      if (event.stream === 'ride-broken') throw new Error('no audience');
      return [event.stream];
    });
    const everything: string[] = [];
    const mine: string[] = [];
    const unlistenAll = await hub.listen((change) => everything.push(change.position));
    const unlistenMine = await hub.listen((change) => mine.push(change.position), {
      hears: async (keys) => keys.includes('ride-mine'),
    });
    const append = async (stream: string) =>
      (
        await inner.append(stream, [testEvent('RideBooked')], { expectedRevision: 'any' })
      ).position.toString();
    const theirs = await append('ride-theirs');
    const broken = await append('ride-broken');
    const own = await append('ride-mine');
    await eventually(() => everything.length === 3);
    expect(everything).toEqual([theirs, broken, own]);
    expect(mine).toEqual([own]);
    unlistenAll();
    unlistenMine();
    await hub.stop();
  });

  it('given the read store down while an audience is found, then the event is retried and its chauffeur told once', async () => {
    const readSide = {
      projections: [{ name: 'rides', eventTypes: ['RideBooked'] }],
      waitFor: async () => true,
    };
    // The driver's audience reads the bookings read model: its outage passes, the chauffeur must still hear.
    let outages = 1;
    const hub = new LiveHub(inner, readSide, async (event) => {
      if (outages-- > 0) throw new ReadStoreUnavailable('read store restarting');
      return [event.stream];
    });
    const everything: string[] = [];
    const mine: string[] = [];
    const unlistenAll = await hub.listen((change) => everything.push(change.position));
    const unlistenMine = await hub.listen((change) => mine.push(change.position), {
      hears: async (keys) => keys.includes('ride-mine'),
    });
    const { position } = await inner.append('ride-mine', [testEvent('RideBooked')], {
      expectedRevision: 'any',
    });
    await eventually(() => mine.length > 0, 10_000);
    expect(mine).toEqual([position.toString()]);
    expect(everything).toEqual([position.toString()]);
    unlistenAll();
    unlistenMine();
    await hub.stop();
  });
});
