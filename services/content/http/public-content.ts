import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  reviewListSchema,
  serviceListSchema,
  serviceSchema,
  slugSchema,
  statListSchema,
} from '@chauffeur/contracts';
import { approvedReviewSummary, listApprovedReviews } from '../projections/review-queries';
import { findServiceBySlug, listServices } from '../projections/service-queries';
import { listStats } from '../projections/stat-queries';
import type { ContentDeps } from '../module';
import { HttpProblem } from '@chauffeur/platform';
import { afterQuerySchema, awaitPosition } from '@chauffeur/platform';

/** `?limit=` of the public lists: 1 to 50 (the landing page asks for 6). */
export const limitQuery = z.coerce
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .min(1, 'must be at least 1')
  .max(50, 'must be at most 50')
  .optional();

const servicesQuery = afterQuerySchema.extend({
  featured: z.enum(['true', 'false'], { error: "must be 'true' or 'false'" }).optional(),
});

/** Public reads of the company's content: services, approved reviews and statistics (SPEC 7). */
export async function publicContentRoutes(app: FastifyInstance, deps: ContentDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/services',
    {
      schema: {
        tags: ['content'],
        summary: 'Every service, oldest first; only the featured ones with ?featured=true',
        querystring: servicesQuery,
        response: { 200: serviceListSchema },
      },
    },
    async (request, reply) => {
      await awaitPosition(deps, request.query.after, ['services'], reply);
      return { items: await listServices(deps.readStore, { featured: request.query.featured === 'true' }) };
    },
  );

  api.get(
    '/api/services/:slug',
    {
      schema: {
        tags: ['content'],
        summary: 'One service by its slug',
        params: z.object({ slug: slugSchema }),
        querystring: afterQuerySchema,
        response: { 200: serviceSchema },
      },
    },
    async (request, reply) => {
      await awaitPosition(deps, request.query.after, ['services'], reply);
      const service = await findServiceBySlug(deps.readStore, request.params.slug);
      if (!service) throw new HttpProblem(404, 'Service not found');
      return service;
    },
  );

  api.get(
    '/api/reviews',
    {
      schema: {
        tags: ['content'],
        summary: 'Approved reviews, newest first, with the count and mean rating of all approved ones',
        querystring: afterQuerySchema.extend({ limit: limitQuery }),
        response: { 200: reviewListSchema },
      },
    },
    async (request, reply) => {
      await awaitPosition(deps, request.query.after, ['reviews'], reply);
      const [items, summary] = await Promise.all([
        listApprovedReviews(deps.readStore, request.query.limit),
        approvedReviewSummary(deps.readStore),
      ]);
      return { items, summary };
    },
  );

  api.get(
    '/api/stats',
    {
      schema: {
        tags: ['content'],
        summary: 'The statistics strip, in publication order',
        querystring: afterQuerySchema,
        response: { 200: statListSchema },
      },
    },
    async (request, reply) => {
      await awaitPosition(deps, request.query.after, ['stats'], reply);
      return { items: await listStats(deps.readStore) };
    },
  );
}
