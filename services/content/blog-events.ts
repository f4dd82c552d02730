import { z } from 'zod';
import { POST_STREAM_PREFIX, asLocalizedText, blogPostFieldsSchema, defineEvent } from '@chauffeur/contracts';

/** Every field as saved, and the publication time SPEC 4 derives from the status. */
const savedPost = blogPostFieldsSchema.extend({
  post_id: z.uuid(),
  published_at: z.iso.datetime().nullable(),
});

/** Version 1 stored title, content and meta description as plain English strings; version 2 per language. */
export const upcastBlogPostV1 = (data: unknown) => {
  const v1 = data as Record<string, unknown>;
  return {
    ...v1,
    title: asLocalizedText(v1.title),
    content: asLocalizedText(v1.content),
    meta_description: asLocalizedText(v1.meta_description ?? ''),
  };
};
const v1History = { 1: '`title`, `content` and `meta_description` plain strings (English only)' };

export const BlogPostCreated = defineEvent({
  type: 'BlogPostCreated',
  streamPrefix: POST_STREAM_PREFIX,
  version: 2,
  description: 'A blog post was written, as a draft or published (active).',
  schema: savedPost,
  upcasters: { 1: upcastBlogPostV1 },
  history: v1History,
});
export const BlogPostUpdated = defineEvent({
  type: 'BlogPostUpdated',
  streamPrefix: POST_STREAM_PREFIX,
  version: 2,
  description: 'A blog post was saved again; carries every field as it now is.',
  schema: savedPost,
  upcasters: { 1: upcastBlogPostV1 },
  history: v1History,
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
