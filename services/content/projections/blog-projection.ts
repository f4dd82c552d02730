import type { RecordedEvent } from '@chauffeur/eventstore';
import type { BlogPostCreatedData, BlogPostDeletedData, BlogPostUpdatedData } from '@chauffeur/contracts';
import type { Change, Projection } from '../../../projections/src/runner/projection';

export const BLOG_POSTS = 'blog_posts';

/** Every post that is not deleted, drafts included (the admin list reads them; the public only actives). */
export const blogProjection: Projection = {
  name: 'blog_posts',
  model: 'blog',
  collections: [BLOG_POSTS],
  eventTypes: ['BlogPostCreated', 'BlogPostUpdated', 'BlogPostDeleted'],
  project(event: RecordedEvent): Change[] {
    const at = event.metadata.occurredAt;
    const revision = Number(event.revision);
    switch (event.type) {
      case 'BlogPostCreated': {
        const { post_id, ...fields } = event.data as BlogPostCreatedData;
        return [
          {
            kind: 'upsert',
            collection: BLOG_POSTS,
            id: post_id,
            update: { $set: { id: post_id, ...fields, revision, created_at: at, updated_at: at } },
          },
        ];
      }
      case 'BlogPostUpdated': {
        const { post_id, ...fields } = event.data as BlogPostUpdatedData;
        return [
          {
            kind: 'update',
            collection: BLOG_POSTS,
            filter: { _id: post_id },
            update: { $set: { ...fields, revision, updated_at: at } },
          },
        ];
      }
      case 'BlogPostDeleted': {
        const { post_id } = event.data as BlogPostDeletedData;
        return [{ kind: 'delete', collection: BLOG_POSTS, filter: { _id: post_id } }];
      }
      default:
        return [];
    }
  },
};
