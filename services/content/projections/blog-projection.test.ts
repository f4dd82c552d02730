import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { composeCatalogue } from '@chauffeur/contracts';
import { SqliteEventStore, withUpcasting } from '@chauffeur/eventstore';
import { blogEvents } from '../blog-events';
import { MemoryReadStore } from '@chauffeur/projections';
import { ProjectionRunner } from '@chauffeur/projections';
import { blogProjection } from './blog-projection';
import { findActivePostBySlug, findPost, listActivePosts, listAllPosts } from './blog-queries';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
/** A post as BlogPostCreated/Updated v1 stored it: title, content and meta description plain English. */
const post = (n: number, status: 'draft' | 'active', published_at: string | null) => ({
  post_id: uuid(n),
  title: `Post ${n}`,
  slug: `post-${n}`,
  content: `Body ${n}`,
  meta_description: '',
  meta_keywords: [],
  featured_image: null,
  status,
  published_at,
});
/** The same post as version 2 stores it (issue 14): each text per language, French given. */
const postV2 = (n: number, status: 'draft' | 'active', published_at: string | null) => ({
  ...post(n, status, published_at),
  title: { en: `Post ${n}`, fr: `Article ${n}` },
  content: { en: `Body ${n}`, fr: `Corps ${n}` },
  meta_description: { en: '', fr: `Résumé ${n}` },
});

describe('blog read model', () => {
  let dir: string;
  let events: SqliteEventStore;
  let reads: MemoryReadStore;
  let runner: ProjectionRunner;
  let position = 0n;
  const append = async (n: number, type: string, data: Record<string, unknown>, schemaVersion = 1) => {
    const result = await events.append(
      `post-${uuid(n)}`,
      [
        {
          type,
          data,
          metadata: {
            eventId: randomUUID(),
            occurredAt: new Date().toISOString(),
            actor: { kind: 'system', name: 'test' },
            correlationId: 'c',
            causationId: 'c',
            schemaVersion,
          },
        },
      ],
      { expectedRevision: 'any' },
    );
    position = result.position;
  };

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'blog-'));
    events = new SqliteEventStore(join(dir, 'events.sqlite'));
    reads = new MemoryReadStore();
    // Read through the upcasters, as the API opens the log (eventstore factory).
    runner = new ProjectionRunner(withUpcasting(events, composeCatalogue([blogEvents])), reads, [
      blogProjection,
    ]);
    await runner.start();
    await append(1, 'BlogPostCreated', post(1, 'active', '2025-01-01T10:00:00.000Z'));
    await append(2, 'BlogPostCreated', post(2, 'active', '2025-03-01T10:00:00.000Z'));
    await append(3, 'BlogPostCreated', post(3, 'draft', null));
    await append(4, 'BlogPostCreated', postV2(4, 'active', '2025-02-01T10:00:00.000Z'), 2);
    await runner.waitFor(position, { timeoutMs: 5000 });
  });
  afterEach(async () => {
    await runner.stop();
    await events.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('shows the public only active posts, newest publication first, without their bodies', async () => {
    const active = await listActivePosts(reads);
    expect(active.map((p) => p.slug)).toEqual(['post-2', 'post-4', 'post-1']);
    expect(active[0]).not.toHaveProperty('content');
    expect((await listActivePosts(reads, 2)).map((p) => p.slug)).toEqual(['post-2', 'post-4']);
    expect(await findActivePostBySlug(reads, 'post-3')).toBeNull();
    expect(await findActivePostBySlug(reads, 'post-4')).toMatchObject({
      content: { en: 'Body 4', fr: 'Corps 4' },
      revision: 0,
    });
  });

  it('reads posts stored as v1 (plain English texts) and v2 (per language) alike', async () => {
    expect(await findActivePostBySlug(reads, 'post-1')).toMatchObject({
      title: { en: 'Post 1' },
      content: { en: 'Body 1' },
      meta_description: { en: '' },
    });
    expect(await findActivePostBySlug(reads, 'post-4')).toMatchObject({
      title: { en: 'Post 4', fr: 'Article 4' },
      meta_description: { en: '', fr: 'Résumé 4' },
    });
    // A v1 edit of a v2 post (an older process still running) keeps its texts readable.
    await append(4, 'BlogPostUpdated', post(4, 'active', '2025-02-02T10:00:00.000Z'));
    await runner.waitFor(position, { timeoutMs: 5000 });
    expect((await findPost(reads, uuid(4)))?.title).toEqual({ en: 'Post 4' });
  });

  it('follows a post back to draft and out on deletion; the admin reads see drafts', async () => {
    await append(2, 'BlogPostUpdated', post(2, 'draft', null));
    await append(4, 'BlogPostDeleted', { post_id: uuid(4) });
    await runner.waitFor(position, { timeoutMs: 5000 });
    expect((await listActivePosts(reads)).map((p) => p.slug)).toEqual(['post-1']);
    expect((await listAllPosts(reads)).map((p) => p.slug).sort()).toEqual(['post-1', 'post-2', 'post-3']);
    expect(await findPost(reads, uuid(2))).toMatchObject({
      status: 'draft',
      published_at: null,
      revision: 1,
    });
  });
});
