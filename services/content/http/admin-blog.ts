import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  blogPostFieldsSchema,
  blogPostListSchema,
  blogPostSchema,
  commandResultSchema,
  postStream,
  type Actor,
  type BlogPostFields,
} from '@chauffeur/contracts';
import { blogPostDecider, type BlogPostCommand } from '../domain/blog-post-decider';
import { findPost, findPostIdBySlug, listAllPosts } from '../projections/blog-queries';
import type { ContentDeps } from '../module';
import { commandResult, handleCommand } from '@chauffeur/platform';
import { HttpProblem } from '@chauffeur/platform';
import { afterQuerySchema, awaitPosition } from '@chauffeur/platform';
import { etagOf, expectedRevisionOf } from '@chauffeur/platform';

const tags = ['admin: blog'];
const security = [{ bearerAuth: [] }];
const idParams = z.object({ id: z.uuid('must be a post id') });
const revisionHeaders = z.object({ 'if-match': z.string().optional() });
const updateBody = blogPostFieldsSchema.extend({
  expectedRevision: z.number().int().nonnegative().optional(),
});

/** The blog write side (SPEC 2, 4, 7): posts as events in `post-<uuid>`, slugs unique among posts. */
export async function adminBlogRoutes(app: FastifyInstance, deps: ContentDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const run = (
    postId: string,
    command: BlogPostCommand,
    request: { actor: Actor; id: string },
    expectedRevision?: bigint,
  ) =>
    handleCommand(deps.eventStore, {
      stream: postStream(postId),
      decider: blogPostDecider,
      command,
      context: { actor: request.actor, requestId: request.id },
      expectedRevision,
    });

  /** Slugs are unique (checked on the read model; docs/decisions.md says why that is enough here). */
  const assertSlugFree = async (fields: BlogPostFields, postId: string) => {
    const owner = await findPostIdBySlug(deps.readStore, fields.slug);
    if (owner && owner !== postId)
      throw new HttpProblem(409, 'Another post already uses this slug', {
        errors: [{ field: 'body.slug', message: 'is already used by another post' }],
      });
  };

  api.get(
    '/blog',
    {
      schema: {
        tags,
        security,
        summary: 'Every post, drafts included, newest first',
        querystring: afterQuerySchema,
        response: { 200: blogPostListSchema },
      },
    },
    async (request, reply) => {
      await awaitPosition(deps, request.query.after, ['blog_posts'], reply);
      return { items: await listAllPosts(deps.readStore) };
    },
  );

  api.get(
    '/blog/:id',
    {
      schema: {
        tags,
        security,
        params: idParams,
        querystring: afterQuerySchema,
        response: { 200: blogPostSchema },
      },
    },
    async (request, reply) => {
      await awaitPosition(deps, request.query.after, ['blog_posts'], reply);
      const post = await findPost(deps.readStore, request.params.id);
      if (!post) throw new HttpProblem(404, 'Post not found');
      return reply.header('etag', etagOf(post.revision)).send(post);
    },
  );

  api.post(
    '/blog',
    {
      // A slug another post uses (plugins/problem-responses.ts lists it in the API document).
      config: { problems: [409] },
      schema: {
        tags,
        security,
        summary: 'CreateBlogPost: saving as active publishes now, as draft leaves it unpublished',
        body: blogPostFieldsSchema,
        response: { 201: commandResultSchema },
      },
    },
    async (request, reply) => {
      const postId = deps.newId();
      await assertSlugFree(request.body, postId);
      const outcome = await run(
        postId,
        { type: 'CreateBlogPost', postId, fields: request.body, now: deps.now().toISOString() },
        request,
      );
      return reply
        .code(201)
        .header('etag', etagOf(outcome.revision))
        .send(commandResult(postId, outcome, deps));
    },
  );

  api.put(
    '/blog/:id',
    {
      schema: {
        tags,
        security,
        summary: 'UpdateBlogPost (needs If-Match or expectedRevision)',
        params: idParams,
        headers: revisionHeaders,
        body: updateBody,
        response: { 200: commandResultSchema },
      },
    },
    async (request) => {
      const { expectedRevision, ...fields } = request.body;
      const postId = request.params.id;
      await assertSlugFree(fields, postId);
      const outcome = await run(
        postId,
        { type: 'UpdateBlogPost', postId, fields, now: deps.now().toISOString() },
        request,
        expectedRevisionOf(request.headers['if-match'], expectedRevision, { required: true }),
      );
      return commandResult(postId, outcome, deps);
    },
  );

  api.delete(
    '/blog/:id',
    {
      schema: {
        tags,
        security,
        summary: 'DeleteBlogPost (needs If-Match)',
        params: idParams,
        headers: revisionHeaders,
        response: { 200: commandResultSchema },
      },
    },
    async (request) => {
      const postId = request.params.id;
      const outcome = await run(
        postId,
        { type: 'DeleteBlogPost', postId },
        request,
        expectedRevisionOf(request.headers['if-match'], undefined, { required: true }),
      );
      return commandResult(postId, outcome, deps);
    },
  );
}
