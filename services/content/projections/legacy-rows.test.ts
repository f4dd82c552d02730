import { describe, expect, it } from 'vitest';
import { MemoryReadStore } from '@chauffeur/projections';
import { BLOG_POSTS } from './blog-projection';
import { findActivePostBySlug, listActivePosts, listAllPosts } from './blog-queries';
import { VEHICLES } from '../../fleet/index';
import { findVehicle, listVehicles } from '../../fleet/index';

/**
 * A persistent read store (MongoDB) keeps the rows projected before texts had translations until the
 * model is rebuilt: the queries must answer them, not fail on them (issue 14 review).
 */
describe('read models written before texts had translations', () => {
  const VEHICLE_ID = '5b1e7c2a-0d4f-4c1e-9a11-0e1a2b3c4d03';
  const POST_ID = '7c1e7c2a-0d4f-4c1e-9a11-0e1a2b3c4d01';

  async function storeWithOldRows() {
    const store = new MemoryReadStore();
    await store.collection(VEHICLES).insertOne({
      _id: VEHICLE_ID,
      id: VEHICLE_ID,
      name: 'Mercedes-Benz S-Class',
      description: 'The flagship limousine.',
      image_url: '/images/s-class.jpg',
      type: 'luxury',
      price_per_km: 3.5,
      max_passengers: 3,
      max_luggage: 3,
      revision: 0,
      created_at: '2026-01-01T00:00:00.000Z',
      updated_at: '2026-01-01T00:00:00.000Z',
    });
    await store.collection(BLOG_POSTS).insertOne({
      _id: POST_ID,
      id: POST_ID,
      title: 'Brussels Airport without the stress',
      slug: 'airport',
      content: '# How long to allow',
      meta_description: 'Times and tips.',
      meta_keywords: [],
      featured_image: null,
      status: 'active',
      revision: 0,
      published_at: '2026-01-01T00:00:00.000Z',
      created_at: '2026-01-01T00:00:00.000Z',
      updated_at: '2026-01-01T00:00:00.000Z',
    });
    return store;
  }

  it('answers an old vehicle row with its plain description as the original', async () => {
    const store = await storeWithOldRows();
    expect((await listVehicles(store))[0]!.description).toEqual({ en: 'The flagship limousine.' });
    expect((await findVehicle(store, VEHICLE_ID))!.description).toEqual({ en: 'The flagship limousine.' });
  });

  it('answers an old post row with its plain title, content and meta description as the original', async () => {
    const store = await storeWithOldRows();
    const post = await findActivePostBySlug(store, 'airport');
    expect([post!.title, post!.content, post!.meta_description]).toEqual([
      { en: 'Brussels Airport without the stress' },
      { en: '# How long to allow' },
      { en: 'Times and tips.' },
    ]);
    expect((await listActivePosts(store))[0]!.title).toEqual({ en: 'Brussels Airport without the stress' });
    expect((await listAllPosts(store))[0]!.meta_description).toEqual({ en: 'Times and tips.' });
  });
});
