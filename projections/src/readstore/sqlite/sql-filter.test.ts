import { describe, expect, it } from 'vitest';
import { planQuery } from './sql-page';
import { toSqlFilter } from './sql-filter';

// Correctness is sqlite-vs-memory.test.ts's; this pins that the common shapes do reach SQL.
describe('toSqlFilter', () => {
  it('answers _id equality and $in exactly, on the primary key', () => {
    expect(toSqlFilter({ _id: 'b1' })).toEqual({ where: '(id = ?)', params: ['b1'], exact: true });
    expect(toSqlFilter({ _id: { $in: ['a', 'b'] } })).toMatchObject({ where: '(id IN (?, ?))', exact: true });
    expect(toSqlFilter({})).toMatchObject({ where: '1', exact: true });
  });

  it('narrows field conditions through json_extract, letting arrays through to the JS matcher', () => {
    const sql = toSqlFilter({ status: 'pending', 'vehicle.name': { $in: ['S', 'E'] }, fare: { $gte: 10 } });
    expect(sql.exact).toBe(false);
    expect(sql.params).toEqual(['pending', 'S', 'E', 10]);
    expect(sql.where).toContain(`json_extract(doc, '$."vehicle"."name"') IN (?, ?)`);
    expect(sql.where).toContain(`json_type(doc, '$."vehicle"') = 'array'`);
  });

  it('leaves to the JS matcher what it does not translate', () => {
    expect(toSqlFilter({ note: { $regex: 'x' } }).where).toBe('1');
    expect(toSqlFilter({ 'items.0': 'x' }).where).toBe('1');
    expect(toSqlFilter({ $or: [{ a: 1 }, { b: { $ne: 2 } }] }).where).toBe('1');
  });
});

describe('string ranges (issue 17: pickup days)', () => {
  const fields = new Map([['scheduled_time', 'string' as const]]);
  const range = { $gte: '2026-03-29T22:00:00.000Z', $lt: '2026-03-30T22:00:00.000Z' };

  it('plans a range against a text below U+D800 in SQL, exactly, on the declared field', () => {
    const plan = planQuery({ scheduled_time: range }, { scheduled_time: 1, _id: 1 }, fields);
    expect(plan?.where).toBe(
      `((json_extract(doc, '$."scheduled_time"') >= ?) AND (json_extract(doc, '$."scheduled_time"') < ?))`,
    );
    expect(plan?.params).toEqual([range.$gte, range.$lt]);
    expect(toSqlFilter({ scheduled_time: range }).params).toEqual([range.$gte, range.$lt]);
  });

  it('leaves to JS a range whose bound could order unlike UTF-16 (a character from U+D800 on)', () => {
    expect(planQuery({ scheduled_time: { $gte: 'a\u{1F600}' } }, undefined, fields)).toBeUndefined();
    expect(planQuery({ scheduled_time: { $lt: '\uE000' } }, undefined, fields)).toBeUndefined();
    expect(toSqlFilter({ scheduled_time: { $gte: '\uE000' } }).where).toBe('1');
  });
});
