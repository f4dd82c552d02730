import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { composeCatalogue, defineEvent, systemActor } from '@chauffeur/contracts';
import { InvalidEvent, SqliteEventStore, withCatalogue, type EventStore } from '@chauffeur/eventstore';
import type { Decider } from '../domain/decider';
import { handleCommand } from './command-handler';

/** A counter whose decider can be told to decide a bad event, as a programming error would. */
const Counted = defineEvent({
  type: 'Counted',
  streamPrefix: 'counter-',
  version: 3,
  description: 'The counter went up.',
  schema: z.object({ by: z.number().int().positive() }),
  upcasters: { 1: (data) => data, 2: (data) => data },
});
type Event = { type: string; data: unknown };
const counter: Decider<Event, Event, number> = {
  initialState: 0,
  decide: (command) => [command],
  evolve: (state, event) => state + ((event.data as { by?: number }).by ?? 0),
};

describe('handleCommand on the catalogue store', () => {
  let dir: string;
  let raw: SqliteEventStore;
  let store: EventStore;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'command-'));
    raw = new SqliteEventStore(join(dir, 'events.sqlite'));
    store = withCatalogue(raw, composeCatalogue([[Counted]]));
  });
  afterEach(async () => {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });
  const run = (command: Event) =>
    handleCommand(store, {
      stream: 'counter-1',
      decider: counter,
      command,
      context: { actor: systemActor('test'), requestId: 'r-1' },
    });

  it('writes the schema version of the catalogue, not one of its own', async () => {
    await run({ type: 'Counted', data: { by: 2 } });
    const [stored] = await raw.readStream('counter-1');
    expect(stored?.metadata.schemaVersion).toBe(3);
  });

  it('throws on an event the catalogue does not know, or a malformed one, and stores nothing', async () => {
    await expect(run({ type: 'Uncounted', data: {} })).rejects.toThrow(InvalidEvent);
    await expect(run({ type: 'Counted', data: { by: -1 } })).rejects.toThrow(/Counted refused: by: /);
    expect(await raw.head()).toBeNull();
  });
});
