import { useQuery } from '@tanstack/react-query';
import { blogPostListSchema, blogPostSchema, type BlogPostSummary } from '@chauffeur/contracts';
import { api } from '../../../lib/api';
import { retryUnlessNotFound } from '../../../lib/api/retry';

/** Posts on the landing page (SPEC 9). */
export const LANDING_POSTS = 3;

/** GET /api/blog[?limit=]: active posts, newest publication first. */
export function useBlogPosts(limit?: number) {
  return useQuery({
    queryKey: ['blog', { limit: limit ?? null }],
    queryFn: async ({ signal }): Promise<BlogPostSummary[]> =>
      (await api.get(limit ? `/blog?limit=${limit}` : '/blog', blogPostListSchema, { signal })).items,
  });
}

/** GET /api/blog/:slug; a 404 means 'Post not found' (missing, or not active). */
export function useBlogPost(slug: string | null) {
  return useQuery({
    queryKey: ['blog', 'slug', slug],
    queryFn: ({ signal }) => api.get(`/blog/${encodeURIComponent(slug!)}`, blogPostSchema, { signal }),
    enabled: slug !== null,
    retry: retryUnlessNotFound,
  });
}
