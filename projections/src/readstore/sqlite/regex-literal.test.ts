import { afterAll, describe, expect, it } from 'vitest';
import type { Filter } from '../port';
import { MemoryReadStore } from '../memory/memory-read-store';
import { regexLiteral } from './regex-literal';
import { planQuery } from './sql-page';
import { SqliteReadStore } from './sqlite-read-store';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const TRICKY = ['50%', 'a_b', 'x.y', 'a*', '(02)', '[ch]', 'a|b', '^a$', '1+1?', '{2}', 'c:\\d', 'a/b-c'];

describe('regexLiteral: which $regex patterns are plain text (decision 135)', () => {
  it('reads an escaped text back, whatever characters it holds', () => {
    for (const text of TRICKY) expect(regexLiteral(escape(text)), text).toBe(text);
    expect(regexLiteral('zoë peeters')).toBe('zoë peeters');
    expect(regexLiteral('a\\/b\\-c')).toBe('a/b-c');
  });

  it('refuses a pattern: a metacharacter, a class or code escape, a lone surrogate, NUL', () => {
    for (const pattern of [
      'a.b',
      '^ann',
      'ann$',
      'a*',
      'a|b',
      '(a)',
      '[a]',
      'a{2}',
      'a?',
      'a+',
      '\\d',
      '\\n',
      '\\u0041',
      '\\1',
      'a\\',
    ])
      expect(regexLiteral(pattern), pattern).toBeUndefined();
    expect(regexLiteral('\ud800')).toBeUndefined();
    expect(regexLiteral('a\u0000')).toBeUndefined();
  });
});

describe('a literal $regex in SQL (instr, on the declared field)', () => {
  const fields = new Map([['s', 'string' as const]]);

  it('plans instr with the literal as a parameter: % and _ are no LIKE wildcards, nothing is inlined', () => {
    const plan = planQuery({ s: { $regex: escape('50%_a.b') } }, { s: 1 }, fields);
    expect(plan?.where).toBe(`((instr(json_extract(doc, '$."s"'), ?) > 0))`);
    expect(plan?.params).toEqual(['50%_a.b']);
    expect(planQuery({ s: { $regex: 'x', $options: '' } }, undefined, fields)?.params).toEqual(['x']);
  });

  it('leaves to JS what instr cannot answer exactly: options, patterns, undeclared or non-string fields', () => {
    expect(planQuery({ s: { $regex: 'x', $options: 'i' } }, undefined, fields)).toBeUndefined();
    expect(planQuery({ s: { $regex: '^x' } }, undefined, fields)).toBeUndefined();
    expect(planQuery({ s: { $options: '' } }, undefined, fields)).toBeUndefined();
    expect(planQuery({ t: { $regex: 'x' } }, undefined, fields)).toBeUndefined();
    expect(planQuery({ s: { $regex: 'x' } }, undefined, new Map([['s', 'number' as const]]))).toBeUndefined();
  });

  const docs = [
    { _id: 'd1', s: '50% off' },
    { _id: 'd2', s: '500 off' },
    { _id: 'd3', s: 'a_b' },
    { _id: 'd4', s: 'axb' },
    { _id: 'd5', s: 'x.y (02) [ch] a|b ^a$ 1+1? {2} c:\\d a/b-c a*' },
    { _id: 'd6', s: 'XY.Z' },
    { _id: 'd7', s: null },
    { _id: 'd8' },
    { _id: 'd9', s: 'zoë' },
  ];
  const sqlite = SqliteReadStore.open(':memory:');
  const memory = new MemoryReadStore();
  afterAll(() => sqlite.close());

  it('matches what mingo matches: the literal text, case and all, never a wildcard', async () => {
    await sqlite.ensureIndexes('c', [[{ path: 's', type: 'string' }]]);
    for (const doc of docs) {
      await sqlite.collection('c').insertOne(doc);
      await memory.collection('c').insertOne(doc);
    }
    for (const text of [...TRICKY, '%', '_', '.', 'x.y', 'xy', 'ë', 'Zoë', '', ' off']) {
      const filter: Filter = { s: { $regex: escape(text) } };
      const expected = (await memory.collection('c').find(filter)).map((doc) => doc._id);
      expect(
        (await sqlite.collection('c').find(filter)).map((doc) => doc._id),
        text,
      ).toEqual(expected);
      expect(await sqlite.collection('c').count(filter), text).toBe(expected.length);
    }
    expect((await sqlite.collection('c').find({ s: { $regex: '%' } })).map((doc) => doc._id)).toEqual(['d1']);
    expect((await sqlite.collection('c').find({ s: { $regex: '_' } })).map((doc) => doc._id)).toEqual(['d3']);
  });
});
