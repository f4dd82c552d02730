import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { copyDocument } from './copy-document';

describe('copyDocument', () => {
  it('given any JSON value, when copied, then it equals structuredClone of it and shares no object with it', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const copied = copyDocument(value);
        expect(copied).toStrictEqual(structuredClone(value));
        if (typeof value === 'object' && value !== null) expect(copied).not.toBe(value);
      }),
    );
  });

  it('given nested objects, when the copy is changed, then the original is not', () => {
    const original = { _id: 'a', pickup: { address: 'Grand-Place', tags: ['vip'] } };
    const copied = copyDocument(original);
    copied.pickup.address = 'elsewhere';
    copied.pickup.tags.push('changed');
    expect(original).toEqual({ _id: 'a', pickup: { address: 'Grand-Place', tags: ['vip'] } });
  });

  it('given an own __proto__ key, when copied, then it stays a key and the prototype is untouched', () => {
    const parsed = JSON.parse('{"__proto__": {"polluted": true}, "a": 1}') as Record<string, unknown>;
    const copied = copyDocument(parsed);
    expect(Object.keys(copied)).toEqual(['__proto__', 'a']);
    expect(Object.getPrototypeOf(copied)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('given a Date, undefined and a cycle, when copied, then they are kept as structuredClone keeps them', () => {
    const at = new Date('2026-11-21T10:00:00Z');
    const cyclic: Record<string, unknown> = { name: 'loop' };
    cyclic.self = cyclic;
    const copied = copyDocument({ at, missing: undefined, cyclic });
    expect(copied.at).toEqual(at);
    expect(copied.at).not.toBe(at);
    expect('missing' in copied).toBe(true);
    expect((copied.cyclic.self as Record<string, unknown>).name).toBe('loop');
  });

  it('given shared and doubly cyclic references, when copied, then it ends at once and keeps the sharing', () => {
    const shared = { name: 'shared' };
    const loop: Record<string, unknown> = {};
    loop.x = loop;
    loop.y = loop;
    let deep: Record<string, unknown> = { leaf: true };
    for (let i = 0; i < 30; i++) deep = { a: deep, b: deep };
    const copied = copyDocument({ one: shared, two: shared, loop, deep });
    expect(copied.one).toBe(copied.two);
    expect(copied.one).not.toBe(shared);
    expect((copied.loop as Record<string, unknown>).x).toBe(copied.loop);
  });

  it('given a function value, when copied, then it is refused as structuredClone refuses it', () => {
    expect(() => copyDocument({ call: () => 1 })).toThrow();
  });
});
