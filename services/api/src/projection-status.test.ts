import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SqliteEventStore, type EventToAppend } from '@chauffeur/eventstore';
import { MemoryReadStore, ProjectionRunner, type Projection } from '@chauffeur/projections';
import { RemoteProjections } from './projections-control';
import { statusFromStores } from './cli/projections/status';

const event = (type: string): EventToAppend => ({
  type,
  data: {},
  metadata: {
    eventId: randomUUID(),
    occurredAt: new Date().toISOString(),
    actor: { kind: 'system', name: 'test' },
    correlationId: 'c',
    causationId: 'c',
    schemaVersion: 1,
  },
});

/** A projection whose handler waits at the gate, so that the runner holds still behind the head. */
function gated(name: string, eventTypes: string[], gate: Promise<void>, entered: () => void): Projection {
  return {
    name,
    collections: [name],
    eventTypes,
    project: async () => {
      entered();
      await gate;
      return [];
    },
  };
}

/** The fields a status is made of that the stores determine (the rest only the projector knows). */
const stored = ({ name, state, checkpoint, head, lag_events, lag_ms }: Record<string, unknown>) => ({
  name,
  state,
  checkpoint,
  head,
  lag_events,
  lag_ms,
});

describe('projection status: one rule for the runner, an API replica and the command line', () => {
  let dir: string;
  let events: SqliteEventStore;
  let reads: MemoryReadStore;
  let runner: ProjectionRunner | null = null;
  let open: () => void = () => undefined;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'status-'));
    events = new SqliteEventStore(join(dir, 'events.sqlite'));
    reads = new MemoryReadStore();
  });
  afterEach(async () => {
    open();
    await runner?.stop();
    await events.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('gives the same state, checkpoint, head and lags for the same stores and clock', async () => {
    for (const type of ['Ride', 'Other', 'Other'])
      await events.append(`s-${randomUUID()}`, [event(type)], { expectedRevision: 'no_stream' });
    const recorded = (await events.readAll({ from: 0n, limit: 10 })).map((e) => e.recordedAt.getTime());
    const gate = new Promise<void>((resolve) => (open = resolve));
    let waiting = 0;
    let bothWaiting: () => void = () => undefined;
    const entered = new Promise<void>((resolve) => (bothWaiting = resolve));
    const enter = () => void (++waiting === 2 && bothWaiting());
    const projections: Projection[] = [
      { name: 'caught_up', collections: [], eventTypes: [], project: () => [] },
      gated('midway', ['Other'], gate, enter),
      gated('fresh', ['Ride'], gate, enter),
    ];
    // caught_up has applied the whole log, midway the first event; fresh has not started.
    await reads.checkpoints.set('caught_up', 3n);
    await reads.checkpoints.set('midway', 1n);
    const now = new Date(Date.now() + 60_000);

    runner = new ProjectionRunner(events, reads, projections, { now: () => now });
    await runner.start();
    await entered; // midway waits on event 2, fresh on event 1: neither moves until the gate opens

    const fromRunner = (await runner.status()).map(stored);
    const fromReplica = (await new RemoteProjections(events, reads, projections, () => now).status()).map(
      stored,
    );
    const fromCli = (await statusFromStores(events, reads, projections, now)).map(stored);

    expect(fromRunner).toEqual([
      { name: 'caught_up', state: 'live', checkpoint: '3', head: '3', lag_events: 0, lag_ms: 0 },
      {
        name: 'midway',
        state: 'catching_up',
        checkpoint: '1',
        head: '3',
        lag_events: 2,
        lag_ms: now.getTime() - recorded[1]!,
      },
      {
        name: 'fresh',
        state: 'catching_up',
        checkpoint: null,
        head: '3',
        lag_events: 3,
        lag_ms: now.getTime() - recorded[0]!,
      },
    ]);
    expect(fromReplica).toEqual(fromRunner);
    expect(fromCli).toEqual(fromRunner);
  });

  it('the command line alone shows a blue/green rebuild in progress; offline it knows only the head', async () => {
    await events.append('s-1', [event('Ride')], { expectedRevision: 'no_stream' });
    const projections: Projection[] = [
      { name: 'vehicles', collections: [], eventTypes: [], project: () => [] },
    ];
    await reads.checkpoints.set('vehicles', 1n);
    await reads.checkpoints.set('vehicles:building', 1n);
    const now = new Date();
    expect(await statusFromStores(events, reads, projections, now)).toEqual([
      { name: 'vehicles', state: 'rebuilding', checkpoint: '1', head: '1', lag_events: 0, lag_ms: 0 },
    ]);
    expect(await statusFromStores(events, null, projections, now)).toEqual([
      { name: 'vehicles', state: 'offline', checkpoint: null, head: '1', lag_events: null, lag_ms: null },
    ]);
  });
});
