import { describe, expect, it } from 'vitest';
import { stableJson } from './idempotency';

/** The recursive form used before issue 13: hashes already stored were made with it. */
const recursiveStableJson = (value: unknown): string =>
  JSON.stringify(value, (_, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)),
        )
      : v,
  );

describe('stableJson (idempotent request hashing)', () => {
  it('writes the same text as the earlier recursive form, so stored request hashes stay valid', () => {
    const samples: unknown[] = [
      { b: 1, a: [3, { d: null, c: 'x' }], e: undefined, f: true },
      [undefined, 1.5, 'é"\\\n', [], {}],
      { customer: { name: 'Ann', email: 'a@b.c' }, when: new Date(0), nested: { z: { y: { x: [1] } } } },
      'text',
      42,
      null,
    ];
    for (const sample of samples) expect(stableJson(sample)).toBe(recursiveStableJson(sample));
  });

  it('orders keys, so a retry with its keys in another order hashes alike', () => {
    expect(stableJson({ a: 1, b: { d: 2, c: 3 } })).toBe(stableJson({ b: { c: 3, d: 2 }, a: 1 }));
  });

  it('given a value nested 100,000 levels deep, when hashed, then no RangeError is thrown', () => {
    let deep: unknown = 'bottom';
    for (let i = 0; i < 100_000; i++) deep = i % 2 ? [deep] : { x: deep };
    expect(() => recursiveStableJson(deep)).toThrow(RangeError);
    const text = stableJson(deep);
    expect(text.slice(0, 12)).toBe('[{"x":[{"x":');
    expect(text).toContain('{"x":"bottom"}');
  });
});
