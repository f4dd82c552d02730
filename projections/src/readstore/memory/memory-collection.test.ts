import { describe, expect, it } from 'vitest';
import { MemoryCollection } from './memory-collection';

describe('MemoryCollection inserts', () => {
  it('given a document inserted normally, when the caller changes it afterwards, then the stored one is unchanged', async () => {
    const rides = new MemoryCollection('rides');
    const doc = { _id: 'r1', pickup: { address: 'Grand-Place' } };
    await rides.insertOne(doc);
    doc.pickup.address = 'changed';
    expect(await rides.findOne({ _id: 'r1' })).toEqual({ _id: 'r1', pickup: { address: 'Grand-Place' } });
  });

  it('given a document handed over, when later updated, then the update makes a new version and the handed-over object stays as it was', async () => {
    const rides = new MemoryCollection('rides');
    const doc = { _id: 'r2', status: 'pending', pickup: { address: 'Grand-Place' } };
    await rides.insertOne(doc, { handOver: true });
    await rides.updateOne({ _id: 'r2' }, { $set: { status: 'confirmed', 'pickup.address': 'Airport' } });
    expect(doc).toEqual({ _id: 'r2', status: 'pending', pickup: { address: 'Grand-Place' } });
    const found = await rides.findOne({ _id: 'r2' });
    expect(found).toEqual({ _id: 'r2', status: 'confirmed', pickup: { address: 'Airport' } });
    found!.status = 'mutated by a reader';
    expect((await rides.findOne({ _id: 'r2' }))!.status).toBe('confirmed');
  });
});
