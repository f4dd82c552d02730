import { describe, expect, it } from 'vitest';
import { composeCatalogue, defineEvent } from '@chauffeur/contracts';
import { z } from 'zod';
import { changesOf, flattenFields } from './audit-changes';
import { streamKindOf } from './stream-kind';

const step = (known: Map<string, string>, data: Record<string, unknown>, id = 'a1') =>
  changesOf(known, flattenFields(data), id);

describe('audit changes', () => {
  it('flattens nested fields, lists and scalars to text, and leaves null out', () => {
    expect([...flattenFields({ a: { en: 'x', fr: 'y' }, b: [1, 2], c: true, d: null, e: 3.5 })]).toEqual([
      ['a.en', 'x'],
      ['a.fr', 'y'],
      ['b', '[1,2]'],
      ['c', 'true'],
      ['e', '3.5'],
    ]);
  });

  it('lists only what changed; a field the event does not carry is unchanged', () => {
    const first = step(new Map(), { thing_id: 'a1', name: 'E-Class', price: 2 });
    expect(first.changes).toEqual([
      { field: 'name', after: 'E-Class' },
      { field: 'price', after: '2' },
    ]);
    expect(step(first.next, { price: 3 }).changes).toEqual([{ field: 'price', before: '2', after: '3' }]);
    expect(step(first.next, { thing_id: 'a1', name: 'E-Class', price: 2 }).changes).toEqual([]);
  });

  it('shows a nested value the event dropped as removed', () => {
    const first = step(new Map(), { text: { en: 'Hello', fr: 'Bonjour' } });
    expect(step(first.next, { text: { en: 'Hello' } }).changes).toEqual([
      { field: 'text.fr', before: 'Bonjour' },
    ]);
  });

  it('never shows a secret, nor a long text, only that it changed', () => {
    const first = step(new Map(), { password_hash: 'scrypt$1', refresh_token: 't', body: 'x'.repeat(121) });
    expect(first.changes).toEqual([
      { field: 'password_hash', hidden: 'secret' },
      { field: 'refresh_token', hidden: 'secret' },
      { field: 'body', hidden: 'long' },
    ]);
    expect(JSON.stringify(step(first.next, { password_hash: 'scrypt$2' }).changes)).not.toContain('scrypt');
  });
});

describe('stream kind', () => {
  const event = (type: string, streamPrefix: string) =>
    defineEvent({ type, streamPrefix, version: 1, description: type, schema: z.object({}) });
  const catalogue = composeCatalogue([
    [event('A', 'vehicle-'), event('B', 'vehicle_car-'), event('C', 'settings')],
  ]);

  it('names the family of a stream by the longest declared prefix; a single stream has no id', () => {
    expect(streamKindOf(catalogue, 'vehicle-42')).toEqual({ kind: 'vehicle', aggregateId: '42' });
    expect(streamKindOf(catalogue, 'vehicle_car-7')).toEqual({ kind: 'vehicle_car', aggregateId: '7' });
    expect(streamKindOf(catalogue, 'settings')).toEqual({ kind: 'settings', aggregateId: '' });
    expect(streamKindOf(catalogue, 'settings-x')).toBeNull();
    expect(streamKindOf(catalogue, 'vehicle-')).toBeNull();
    expect(streamKindOf(catalogue, 'other-1')).toBeNull();
  });
});
