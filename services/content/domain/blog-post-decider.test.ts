import { describe, expect, it } from 'vitest';
import type { BlogPostFields } from '@chauffeur/contracts';
import { fold } from '@chauffeur/platform';
import { DomainError } from '@chauffeur/platform';
import { blogPostDecider, type BlogPostCommand } from './blog-post-decider';
import type { BlogPostEvent } from '../blog-events';

const postId = '0b6f4c3e-8a1d-4d2b-9c3e-1f2a3b4c5d6e';
const T1 = '2025-03-01T09:00:00.000Z';
const T2 = '2025-03-02T10:30:00.000Z';
const draft: BlogPostFields = {
  title: { en: 'Travelling to Brussels Airport', fr: 'Se rendre à Brussels Airport' },
  slug: 'brussels-airport-guide',
  content: { en: 'Allow **45 minutes** in the morning rush.' },
  meta_description: { en: 'How long to allow for Zaventem.' },
  meta_keywords: ['airport', 'brussels'],
  featured_image: null,
  status: 'draft',
};
const active: BlogPostFields = { ...draft, status: 'active' };
const created = (fields: BlogPostFields, published_at: string | null): BlogPostEvent => ({
  type: 'BlogPostCreated',
  data: { post_id: postId, ...fields, published_at },
});

const given = (events: BlogPostEvent[]) => ({
  when: (command: BlogPostCommand) => () => blogPostDecider.decide(command, fold(blogPostDecider, events)),
});

describe('blog post decider (SPEC 4 publication rules)', () => {
  it('creates a draft without a publication date', () => {
    expect(given([]).when({ type: 'CreateBlogPost', postId, fields: draft, now: T1 })()).toEqual([
      created(draft, null),
    ]);
  });

  it('publishes an active post at the moment it is saved', () => {
    expect(given([]).when({ type: 'CreateBlogPost', postId, fields: active, now: T1 })()).toEqual([
      created(active, T1),
    ]);
  });

  it('sets the publication date to the save time each time it is saved as active', () => {
    const edited = { ...active, title: { en: 'Brussels Airport, the calm way' } };
    expect(
      given([created(active, T1)]).when({ type: 'UpdateBlogPost', postId, fields: edited, now: T2 })(),
    ).toEqual([{ type: 'BlogPostUpdated', data: { post_id: postId, ...edited, published_at: T2 } }]);
  });

  it('clears the publication date when a post goes back to draft', () => {
    expect(
      given([created(active, T1)]).when({ type: 'UpdateBlogPost', postId, fields: draft, now: T2 })(),
    ).toEqual([{ type: 'BlogPostUpdated', data: { post_id: postId, ...draft, published_at: null } }]);
  });

  it('records nothing for an unchanged save, so the date does not move', () => {
    expect(
      given([created(active, T1)]).when({ type: 'UpdateBlogPost', postId, fields: { ...active }, now: T2 })(),
    ).toEqual([]);
  });

  it('refuses to create a post twice, even after deletion', () => {
    const deleted: BlogPostEvent = { type: 'BlogPostDeleted', data: { post_id: postId } };
    for (const history of [[created(draft, null)], [created(draft, null), deleted]]) {
      expect(given(history).when({ type: 'CreateBlogPost', postId, fields: draft, now: T1 })).toThrow(
        new DomainError('conflict', 'This blog post already exists'),
      );
    }
  });

  it('deletes a post once; a missing or deleted post is not found', () => {
    expect(given([created(draft, null)]).when({ type: 'DeleteBlogPost', postId })()).toEqual([
      { type: 'BlogPostDeleted', data: { post_id: postId } },
    ]);
    const deleted: BlogPostEvent = { type: 'BlogPostDeleted', data: { post_id: postId } };
    expect(given([created(draft, null), deleted]).when({ type: 'DeleteBlogPost', postId })).toThrow(
      'Post not found',
    );
    expect(given([]).when({ type: 'UpdateBlogPost', postId, fields: draft, now: T1 })).toThrow(
      'Post not found',
    );
  });

  it('evolves to the saved fields and publication date', () => {
    expect(fold(blogPostDecider, [created(active, T1)])).toEqual({
      status: 'saved',
      fields: active,
      publishedAt: T1,
    });
  });
});
