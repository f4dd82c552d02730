import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditHistoryQuerySchema, auditHistorySchema } from '@chauffeur/contracts';
import { notFound, streamHistory } from '@chauffeur/platform';
import type { AppDeps } from '../app-deps';
import { eventCatalogue } from '../event-catalogue';

const security = [{ bearerAuth: [] }];

/**
 * `GET /api/admin/history/:stream`: who changed what and when, for any aggregate (issue 17). Here, in the
 * composition root, because it reads every module's streams through the one event catalogue; no module has
 * to declare anything for its aggregates to have a history (decision 155).
 */
export async function adminHistoryRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/history/:stream',
    {
      schema: {
        tags: ['admin: history'],
        security,
        summary: "An aggregate's audit history: every event of its stream, newest first",
        description:
          'The stream as the log names it (`vehicle-<id>`, `post-<id>`, `settings`…). Each entry: when, who ' +
          '(e-mail and role, or the system job), the event type, and each field it changed (before → after; ' +
          'secrets and long texts show only that they changed). A single-stream record never changed ' +
          '(`settings` on a fresh install) has an empty history; 404 for a name no event type is stored ' +
          'under or a `<kind>-<id>` stream that holds no event (no such record).',
        params: z.object({ stream: z.string().min(1).max(200) }),
        querystring: auditHistoryQuerySchema,
        response: { 200: auditHistorySchema },
      },
    },
    async (request) => {
      const { stream } = request.params;
      const { limit, offset } = request.query;
      const history = await streamHistory(deps.eventStore, eventCatalogue, stream);
      if (history === null) throw notFound(`No history for ${stream}.`);
      const newestFirst = history.items.reverse();
      return {
        stream,
        kind: history.kind,
        items: newestFirst.slice(offset, offset + limit),
        total: newestFirst.length,
        limit,
        offset,
      };
    },
  );
}
