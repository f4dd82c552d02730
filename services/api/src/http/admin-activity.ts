import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { activityPageSchema, activityQuerySchema } from '@chauffeur/contracts';
import { afterQuerySchema, awaitPosition } from '@chauffeur/platform';
import type { AppDeps } from '../app-deps';
import { activityKinds } from '../activity/activity-projection';
import { activityPage } from '../activity/activity-queries';
import { eventCatalogue } from '../event-catalogue';

const security = [{ bearerAuth: [] }];

/** `GET /api/admin/activity`: what staff and the system did, on every kind of record, newest first. */
export async function adminActivityRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const kinds = activityKinds(eventCatalogue);
  api.get(
    '/activity',
    {
      schema: {
        tags: ['admin: history'],
        security,
        summary: 'What staff and the system did, newest first; `kind` keeps one kind of record',
        querystring: activityQuerySchema.extend(afterQuerySchema.shape),
        response: { 200: activityPageSchema },
      },
    },
    async (request, reply) => {
      const { after, ...query } = request.query;
      await awaitPosition(deps, after, ['activity'], reply);
      const page = await activityPage(deps.readStore, query);
      return { ...page, limit: query.limit, offset: query.offset, kinds };
    },
  );
}
