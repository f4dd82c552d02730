import { z } from 'zod';
import { defineEvent } from '../events/registry';
import { blogPostFieldsSchema } from './blog-post';

export const POST_STREAM_PREFIX = 'post-';
export const postStream = (postId: string) => `${POST_STREAM_PREFIX}${postId}`;

/** Every field as saved, and the publication time SPEC 4 derives from the status. */
const savedPost = blogPostFieldsSchema.extend({
  post_id: z.uuid(),
  published_at: z.iso.datetime().nullable(),
});

export const BlogPostCreated = defineEvent({
  type: 'BlogPostCreated',
  streamPrefix: POST_STREAM_PREFIX,
  version: 1,
  description: 'A blog post was written, as a draft or published (active).',
  schema: savedPost,
});
export const BlogPostUpdated = defineEvent({
  type: 'BlogPostUpdated',
  streamPrefix: POST_STREAM_PREFIX,
  version: 1,
  description: 'A blog post was saved again; carries every field as it now is.',
  schema: savedPost,
});
export const BlogPostDeleted = defineEvent({
  type: 'BlogPostDeleted',
  streamPrefix: POST_STREAM_PREFIX,
  version: 1,
  description: 'A blog post was deleted.',
  schema: z.object({ post_id: z.uuid() }),
});

export type BlogPostCreatedData = z.output<typeof BlogPostCreated.schema>;
export type BlogPostUpdatedData = z.output<typeof BlogPostUpdated.schema>;
export type BlogPostDeletedData = z.output<typeof BlogPostDeleted.schema>;

export type BlogPostEvent =
  | { type: 'BlogPostCreated'; data: BlogPostCreatedData }
  | { type: 'BlogPostUpdated'; data: BlogPostUpdatedData }
  | { type: 'BlogPostDeleted'; data: BlogPostDeletedData };

export const blogEvents = [BlogPostCreated, BlogPostUpdated, BlogPostDeleted] as const;
