import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { analyticsSchema } from '@chauffeur/contracts';
import { analyticsForLastDays } from '../projections/analytics/analytics-queries';
import type { BookingsDeps } from '../module';
import { afterQuerySchema, awaitPosition } from '@chauffeur/platform';

const security = [{ bearerAuth: [] }];

/** Dashboard analytics: revenue, completed and cancelled rides per Brussels day. */
export const adminDashboardRoutes: FastifyPluginAsync<BookingsDeps> = async (app, deps) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/analytics',
    {
      schema: {
        tags: ['admin: dashboard'],
        security,
        summary: 'Revenue, completed and cancelled rides per Brussels day (days without rides as zeros)',
        querystring: afterQuerySchema.extend({ days: z.coerce.number().int().min(1).max(366).default(7) }),
        response: { 200: analyticsSchema },
      },
    },
    async (request, reply) => {
      await awaitPosition(deps, request.query.after, ['admin_analytics'], reply);
      return analyticsForLastDays(deps.readStore, request.query.days, deps.now());
    },
  );
};
