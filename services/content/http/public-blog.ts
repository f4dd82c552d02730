import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { blogPostListSchema, blogPostSchema, slugSchema } from '@chauffeur/contracts';
import { findActivePostBySlug, listActivePosts } from '../projections/blog-queries';
import type { ContentDeps } from '../module';
import { HttpProblem } from '@chauffeur/platform';
import { limitQuery } from './public-content';
import { afterQuerySchema, awaitPosition } from '@chauffeur/platform';

/** Public blog reads: active posts only (SPEC 4); drafts answer 404 like missing posts. */
export async function publicBlogRoutes(app: FastifyInstance, deps: ContentDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/blog',
    {
      schema: {
        tags: ['blog'],
        summary: 'Active posts, newest publication first, without their bodies',
        querystring: afterQuerySchema.extend({ limit: limitQuery }),
        response: { 200: blogPostListSchema },
      },
    },
    async (request, reply) => {
      await awaitPosition(deps, request.query.after, ['blog_posts'], reply);
      return { items: await listActivePosts(deps.readStore, request.query.limit) };
    },
  );

  api.get(
    '/api/blog/:slug',
    {
      schema: {
        tags: ['blog'],
        summary: 'One active post by its slug, with its Markdown body',
        params: z.object({ slug: slugSchema }),
        querystring: afterQuerySchema,
        response: { 200: blogPostSchema },
      },
    },
    async (request, reply) => {
      await awaitPosition(deps, request.query.after, ['blog_posts'], reply);
      const post = await findActivePostBySlug(deps.readStore, request.params.slug);
      if (!post) throw new HttpProblem(404, 'Post not found');
      return post;
    },
  );
}
