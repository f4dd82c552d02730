import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { defineEvent, type EventMetadata } from '@chauffeur/contracts';
import type { RecordedEvent } from '@chauffeur/eventstore';
import type { ProjectionContext } from './projection';
import { on, projectionOf } from './typed-projection';

const Opened = defineEvent({
  type: 'Opened',
  streamPrefix: 'door-',
  version: 1,
  description: 'A door opened.',
  schema: z.object({ door_id: z.string(), by: z.string() }),
});
const Closed = defineEvent({
  type: 'Closed',
  streamPrefix: 'door-',
  version: 1,
  description: 'A door closed.',
  schema: z.object({ door_id: z.string() }),
});

const recorded = (type: string, data: unknown): RecordedEvent => ({
  id: 'e-1',
  stream: 'door-1',
  type,
  revision: 3n,
  position: 7n,
  data,
  metadata: { occurredAt: '2026-03-01T10:00:00.000Z' } as EventMetadata,
  recordedAt: new Date(),
});
const context = {} as ProjectionContext;

const doors = projectionOf({
  name: 'doors',
  collections: ['doors'],
  handlers: [
    on(Opened, (data, event) => {
      expectTypeOf(data).toEqualTypeOf<{ door_id: string; by: string }>();
      return [
        {
          kind: 'upsert',
          collection: 'doors',
          id: data.door_id,
          update: { $set: { open: true, by: data.by, revision: Number(event.revision) } },
        },
      ];
    }),
    on(Closed, (data) => [
      {
        kind: 'update',
        collection: 'doors',
        filter: { _id: data.door_id },
        update: { $set: { open: false } },
      },
    ]),
  ],
});

describe('typed projections (projectionOf + on)', () => {
  it('derives the event types from the handlers, in their order', () => {
    expect(doors).toMatchObject({ name: 'doors', collections: ['doors'], eventTypes: ['Opened', 'Closed'] });
  });

  it('hands each handler the data of its type, and the event', async () => {
    expect(await doors.project(recorded('Opened', { door_id: 'd1', by: 'Anne' }), context)).toEqual([
      {
        kind: 'upsert',
        collection: 'doors',
        id: 'd1',
        update: { $set: { open: true, by: 'Anne', revision: 3 } },
      },
    ]);
    expect(await doors.project(recorded('Closed', { door_id: 'd1' }), context)).toEqual([
      { kind: 'update', collection: 'doors', filter: { _id: 'd1' }, update: { $set: { open: false } } },
    ]);
  });

  it('changes nothing for a type it does not handle', async () => {
    expect(await doors.project(recorded('Painted', {}), context)).toEqual([]);
  });

  it('refuses a type handled twice', () => {
    expect(() =>
      projectionOf({
        name: 'twice',
        collections: [],
        handlers: [on(Closed, () => []), on(Closed, () => [])],
      }),
    ).toThrow('Projection twice handles Closed twice');
  });
});
