import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { composeCatalogue, defineEvent } from '@chauffeur/contracts';
import { InvalidEvent } from './errors';
import type { EventStore, MetadataToAppend } from './port';
import { SqliteEventStore } from './sqlite/sqlite-event-store';
import { withCatalogue } from './catalogue-event-store';

/** A family of two versions: v1 named the colour `colour`, v2 calls it `color`. */
const Painted = defineEvent({
  type: 'Painted',
  streamPrefix: 'wall-',
  version: 2,
  description: 'A wall was painted.',
  schema: z.object({ wall_id: z.string(), color: z.enum(['white', 'blue']) }),
  upcasters: {
    1: (data) => ({
      wall_id: (data as { wall_id: string }).wall_id,
      color: (data as { colour: string }).colour,
    }),
  },
});
const catalogue = composeCatalogue([[Painted]]);

const metadata = (schemaVersion?: number): MetadataToAppend => ({
  eventId: crypto.randomUUID(),
  occurredAt: '2026-03-01T10:00:00.000Z',
  actor: { kind: 'system', name: 'test' },
  correlationId: 'c',
  causationId: 'c',
  ...(schemaVersion === undefined ? {} : { schemaVersion }),
});

describe('the catalogue store (withCatalogue): events validated on append, typed on read', () => {
  let dir: string;
  let raw: SqliteEventStore;
  let store: EventStore;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'validating-'));
    raw = new SqliteEventStore(join(dir, 'events.sqlite'));
    store = withCatalogue(raw, catalogue);
  });
  afterEach(async () => {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });
  const append = (events: { type: string; data: unknown; metadata: MetadataToAppend }[]) =>
    store.append('wall-1', events, { expectedRevision: 'any' });

  it('given a good event without a version, when appended, then it is stored with the catalogue version', async () => {
    await append([{ type: 'Painted', data: { wall_id: '1', color: 'blue' }, metadata: metadata() }]);
    const [stored] = await raw.readStream('wall-1');
    expect(stored?.metadata.schemaVersion).toBe(2);
    expect(stored?.data).toEqual({ wall_id: '1', color: 'blue' });
  });

  it('given a malformed event, when appended, then the whole append is refused and nothing is stored', async () => {
    const good = { type: 'Painted', data: { wall_id: '1', color: 'white' }, metadata: metadata() };
    const bad = { type: 'Painted', data: { wall_id: '1', color: 'green' }, metadata: metadata() };
    await expect(append([good, bad])).rejects.toThrow(InvalidEvent);
    await expect(append([bad])).rejects.toThrow(/Painted refused: color: /);
    expect(await raw.readAll()).toEqual([]);
    expect(await raw.head()).toBeNull();
  });

  it('given an event of a type not in the catalogue, when appended, then it is refused', async () => {
    await expect(append([{ type: 'Paintd', data: {}, metadata: metadata() }])).rejects.toThrow(
      'Event Paintd refused: not in the event catalogue',
    );
    expect(await raw.head()).toBeNull();
  });

  it('given a version the catalogue does not know, when appended, then it is refused', async () => {
    for (const version of [0, 3])
      await expect(
        append([{ type: 'Painted', data: { wall_id: '1', color: 'blue' }, metadata: metadata(version) }]),
      ).rejects.toThrow(`version ${version} unknown (current v2)`);
  });

  it('given an older version written on purpose, when appended, then it is checked as read (upcast) and stored as given', async () => {
    await append([{ type: 'Painted', data: { wall_id: '1', colour: 'white' }, metadata: metadata(1) }]);
    await expect(
      append([{ type: 'Painted', data: { wall_id: '1', colour: 'green' }, metadata: metadata(1) }]),
    ).rejects.toThrow(InvalidEvent);
    const [stored] = await raw.readStream('wall-1');
    expect(stored?.metadata.schemaVersion).toBe(1);
    expect(stored?.data).toEqual({ wall_id: '1', colour: 'white' });
    const [read] = await store.readStream('wall-1');
    expect(read?.metadata.schemaVersion).toBe(2);
    expect(read?.data).toEqual({ wall_id: '1', color: 'white' });
  });
});
