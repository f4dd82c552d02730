import { describe, expect, it } from 'vitest';
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
