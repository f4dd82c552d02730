import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@chauffeur/api/testing';

const post = {
  title: { en: 'Airport runs at dawn', fr: 'À l’aéroport dès l’aube' },
  slug: 'airport-runs-at-dawn',
  content: { en: 'We leave **early**.', fr: 'Nous partons **tôt**.' },
  meta_description: { en: 'Early flights', fr: 'Vols matinaux' },
  meta_keywords: ['airport'],
  featured_image: '/uploads/0123456789abcdef0123456789abcdef.png',
  status: 'active',
};

describe('admin blog write side', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp({ seed: false });
  });
  afterEach(async () => t.close());

  const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers = {}) =>
    t.app.inject({ method, url, payload, headers: { ...t.adminHeaders(), ...headers } });
  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: t.adminHeaders() });

  it('creates an active post with published_at now, shows it publicly, and records the admin as actor', async () => {
    const created = await send('POST', '/api/admin/blog', post);
    expect(created.statusCode).toBe(201);
    const { id, position } = created.json();
    const stored = (await get(`/api/admin/blog/${id}?after=${position}`)).json();
    expect(stored.published_at).not.toBeNull();
    const events = await t.eventStore.readStream(`post-${id}`);
    expect(events.map((e) => e.type)).toEqual(['BlogPostCreated']);
    expect(events[0]!.metadata.actor).toMatchObject({ kind: 'user', role: 'admin' });
    const page = await t.app.inject({ method: 'GET', url: `/api/blog/${post.slug}` });
    expect(page.statusCode).toBe(200);
    // The French texts the admin saved are what a French visitor's page is given (issue 14).
    expect(page.json()).toMatchObject({
      title: post.title,
      content: post.content,
      meta_description: post.meta_description,
    });
    const list = (await t.app.inject({ method: 'GET', url: '/api/blog' })).json();
    expect(list.items[0].title.fr).toBe('À l’aéroport dès l’aube');
  });

  it('saving as draft clears published_at and hides the post; delete removes it', async () => {
    const { id } = (await send('POST', '/api/admin/blog', post)).json();
    const edited = await send(
      'PUT',
      `/api/admin/blog/${id}`,
      { ...post, status: 'draft' },
      { 'if-match': '"0"' },
    );
    expect(edited.statusCode).toBe(200);
    const draft = (await get(`/api/admin/blog/${id}?after=${edited.json().position}`)).json();
    expect(draft.published_at).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: `/api/blog/${post.slug}` })).statusCode).toBe(404);
    const list = (await get(`/api/admin/blog?after=${edited.json().position}`)).json();
    expect(list.items.map((p: { id: string }) => p.id)).toEqual([id]);

    const stale = await send('DELETE', `/api/admin/blog/${id}`, undefined, { 'if-match': '"0"' });
    expect(stale.statusCode).toBe(409);
    const deleted = await send('DELETE', `/api/admin/blog/${id}`, undefined, { 'if-match': '"1"' });
    expect(deleted.statusCode).toBe(200);
    const types = (await t.eventStore.readStream(`post-${id}`)).map((e) => e.type);
    expect(types).toEqual(['BlogPostCreated', 'BlogPostUpdated', 'BlogPostDeleted']);
  });

  it('refuses a slug another post uses, and a form without title, slug or content', async () => {
    const first = (await send('POST', '/api/admin/blog', post)).json();
    await get(`/api/admin/blog?after=${first.position}`);
    const clash = await send('POST', '/api/admin/blog', { ...post, title: { en: 'Other' } });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().errors).toEqual([{ field: 'body.slug', message: 'is already used by another post' }]);
    const empty = await send('POST', '/api/admin/blog', { status: 'draft' });
    expect(empty.statusCode).toBe(400);
    const fields = empty.json().errors.map((e: { field: string }) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['body.title', 'body.slug', 'body.content']));
    const noRevision = await send('PUT', `/api/admin/blog/${first.id}`, post);
    expect(noRevision.statusCode).toBe(428);
    // A keyword is one clean line like the post's other texts (decision 302).
    const hidden = await send('POST', '/api/admin/blog', {
      ...post,
      slug: 'other-post',
      meta_keywords: ['airport', 'zero\u200Bwidth'],
    });
    expect(hidden.statusCode).toBe(400);
    expect(hidden.json().errors).toEqual([
      {
        field: 'body.meta_keywords.1',
        message: 'Keyword must be one line without control characters or text-direction overrides',
      },
    ]);
  });
});
