import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { postStream, vehicleStream } from '@chauffeur/contracts';
import { createTestApp, type TestApp } from '@chauffeur/api/testing';

/** Metadata of a row an older release wrote: version 1, before texts had translations. */
const v1 = () => ({
  eventId: randomUUID(),
  occurredAt: new Date().toISOString(),
  actor: { kind: 'system' as const, name: 'seed' },
  correlationId: 'v1',
  causationId: 'v1',
  schemaVersion: 1,
});

describe('vehicles and posts stored as v1 events (plain English texts)', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp({ seed: false });
  });
  afterEach(async () => t.close());

  it('answers them with the stored text as the English original, and they can be edited', async () => {
    const vehicleId = randomUUID();
    const postId = randomUUID();
    await t.eventStore.append(
      vehicleStream(vehicleId),
      [
        {
          type: 'VehicleAdded',
          metadata: v1(),
          data: {
            vehicle_id: vehicleId,
            name: 'Mercedes-Benz E-Class',
            description: 'Business sedan',
            image_url: '/images/vehicles/mercedes-e-class.svg',
            type: 'standard',
            price_per_km: 2.2,
            max_passengers: 3,
            max_luggage: 3,
          },
        },
      ],
      { expectedRevision: 'no_stream' },
    );
    const { position } = await t.eventStore.append(
      postStream(postId),
      [
        {
          type: 'BlogPostCreated',
          metadata: v1(),
          data: {
            post_id: postId,
            title: 'Old post',
            slug: 'old-post',
            content: 'Written before translations.',
            meta_description: 'An old post',
            meta_keywords: [],
            featured_image: null,
            status: 'active',
            published_at: new Date().toISOString(),
          },
        },
      ],
      { expectedRevision: 'no_stream' },
    );
    await t.runner.waitFor(position, { timeoutMs: 5000 });

    const fleet = (await t.app.inject({ url: '/api/vehicles' })).json();
    expect(fleet.items[0].description).toEqual({ en: 'Business sedan' });
    const post = (await t.app.inject({ url: '/api/blog/old-post' })).json();
    expect(post).toMatchObject({
      title: { en: 'Old post' },
      content: { en: 'Written before translations.' },
      meta_description: { en: 'An old post' },
    });

    // The decider folds the v1 history as v2: adding a French text to an old post works.
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/blog/${postId}`,
      headers: { ...t.adminHeaders(), 'if-match': '"0"' },
      payload: { ...post, title: { en: 'Old post', fr: 'Ancien article' } },
    });
    expect(edited.statusCode).toBe(200);
  });
});
