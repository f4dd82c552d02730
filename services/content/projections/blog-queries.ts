import {
  asLocalizedText,
  blogPostSchema,
  blogPostSummarySchema,
  type BlogPost,
  type BlogPostSummary,
} from '@chauffeur/contracts';
import type { ReadStore } from '@chauffeur/projections';
import { BLOG_POSTS } from './blog-projection';

const ACTIVE = { status: 'active' };

/**
 * A row written before posts had translations (a persistent read store, e.g. MongoDB, keeps it until the
 * model is rebuilt) holds plain strings: read as the original, like the v1 events' upcaster does.
 */
const current = (doc: Record<string, unknown>) => ({
  ...doc,
  title: asLocalizedText(doc.title),
  ...('content' in doc ? { content: asLocalizedText(doc.content) } : {}),
  meta_description: asLocalizedText(doc.meta_description),
});

/** Active posts, newest publication first (SPEC 7), without their bodies. */
export async function listActivePosts(store: ReadStore, limit?: number): Promise<BlogPostSummary[]> {
  const docs = await store
    .collection(BLOG_POSTS)
    .find(ACTIVE, { sort: { published_at: -1, _id: 1 }, ...(limit ? { limit } : {}) });
  return docs.map((doc) => blogPostSummarySchema.parse(current(doc)));
}

/** The active post with this slug, or null (a draft is as good as missing to the public). */
export async function findActivePostBySlug(store: ReadStore, slug: string): Promise<BlogPost | null> {
  const doc = await store.collection(BLOG_POSTS).findOne({ ...ACTIVE, slug });
  return doc ? blogPostSchema.parse(current(doc)) : null;
}

/** Every post, drafts included, newest first: for the admin list. */
export async function listAllPosts(store: ReadStore): Promise<BlogPostSummary[]> {
  const docs = await store.collection(BLOG_POSTS).find({}, { sort: { created_at: -1, _id: 1 } });
  return docs.map((doc) => blogPostSummarySchema.parse(current(doc)));
}

/** One post by id, drafts included: for the admin editor. */
export async function findPost(store: ReadStore, id: string): Promise<BlogPost | null> {
  const doc = await store.collection(BLOG_POSTS).findOne({ _id: id });
  return doc ? blogPostSchema.parse(current(doc)) : null;
}

/** The id of the post that uses this slug (drafts included), or null: slugs are unique. */
export async function findPostIdBySlug(store: ReadStore, slug: string): Promise<string | null> {
  const doc = await store.collection(BLOG_POSTS).findOne({ slug });
  return doc ? doc._id : null;
}
