import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@chauffeur/api/testing';

describe('public blog reads', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('lists active posts only, newest publication first, without bodies', async () => {
    const { items } = (await get('/api/blog')).json();
    expect(items.map((p: { slug: string }) => p.slug)).toEqual([
      'brussels-airport-guide',
      'summit-week-brussels',
    ]);
    expect(items[0]).not.toHaveProperty('content');
    expect(items[0].published_at > items[1].published_at).toBe(true);
    expect((await get('/api/blog?limit=1')).json().items).toHaveLength(1);
  });

  it('answers an active post with its body and meta data', async () => {
    const response = await get('/api/blog/brussels-airport-guide');
    expect(response.statusCode).toBe(200);
    const post = response.json();
    expect(post.content.en).toContain('## How long to allow');
    // The seeded posts are written in every interface language (issue 14).
    expect(post.content.fr).toContain('## Combien de temps prévoir');
    expect(Object.keys(post.title).sort()).toEqual(['de', 'en', 'fr', 'nl']);
    expect(post.meta_keywords).toContain('Zaventem');
    expect(post.status).toBe('active');
  });

  it('answers "Post not found" for a draft as for a missing post', async () => {
    for (const slug of ['wedding-chateau-transport-checklist', 'no-such-post']) {
      const response = await get(`/api/blog/${slug}`);
      expect(response.statusCode).toBe(404);
      expect(response.json().detail).toBe('Post not found');
    }
    expect((await get('/api/blog/..%2Fadmin')).statusCode).toBe(400);
  });
});
