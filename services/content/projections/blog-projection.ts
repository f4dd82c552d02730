import { on, projectionOf } from '@chauffeur/projections';
import { BlogPostCreated, BlogPostDeleted, BlogPostUpdated } from '../blog-events';

export const BLOG_POSTS = 'blog_posts';

/** Every post that is not deleted, drafts included (the admin list reads them; the public only actives). */
export const blogProjection = projectionOf({
  name: 'blog_posts',
  model: 'blog',
  collections: [BLOG_POSTS],
  // blog-queries.ts: the active posts newest first, the admin list, and posts by slug.
  indexes: {
    [BLOG_POSTS]: [
      [
        { path: 'status', type: 'string' },
        { path: 'published_at', type: 'string', order: -1 },
        { path: '_id', type: 'string' },
      ],
      [
        { path: 'created_at', type: 'string', order: -1 },
        { path: '_id', type: 'string' },
      ],
      [{ path: 'slug', type: 'string' }],
    ],
  },
  handlers: [
    on(BlogPostCreated, ({ post_id, ...fields }, event) => {
      const at = event.metadata.occurredAt;
      return [
        {
          kind: 'upsert',
          collection: BLOG_POSTS,
          id: post_id,
          update: {
            $set: {
              id: post_id,
              ...fields,
              revision: Number(event.revision),
              created_at: at,
              updated_at: at,
            },
          },
        },
      ];
    }),
    on(BlogPostUpdated, ({ post_id, ...fields }, event) => [
      {
        kind: 'update',
        collection: BLOG_POSTS,
        filter: { _id: post_id },
        update: {
          $set: { ...fields, revision: Number(event.revision), updated_at: event.metadata.occurredAt },
        },
      },
    ]),
    on(BlogPostDeleted, ({ post_id }) => [
      { kind: 'delete', collection: BLOG_POSTS, filter: { _id: post_id } },
    ]),
  ],
});
