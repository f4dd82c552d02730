import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { stepTimingSchema } from '@chauffeur/contracts';
import { afterQuerySchema, awaitPosition } from '@chauffeur/platform';
import { stepTiming } from '../projections/step-timing';
import type { BookingsDeps } from '../module';

/**
 * GET /api/admin/bookings/step-timing (decision 283): the settings' facts that say when a booking's timed
 * steps open, under the bookings area (admins and dispatchers), so a dispatcher's panel shows Start shut until
 * its window as an admin's does, without reading the settings.
 */
export const adminStepTimingRoutes: FastifyPluginAsync<BookingsDeps> = async (app, deps) => {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/bookings/step-timing',
    {
      schema: {
        tags: ['admin: bookings'],
        security: [{ bearerAuth: [] }],
        summary:
          "What the bookings' timed steps are reckoned from (the start window), for staff with bookings",
        querystring: afterQuerySchema,
        response: { 200: stepTimingSchema },
      },
    },
    async (request, reply) => {
      // Read again after a change of the settings (the panel's read-your-writes): once the settings show it.
      await awaitPosition(deps, request.query.after, ['system_settings'], reply);
      return stepTiming(deps.readStore, deps.now);
    },
  );
};
