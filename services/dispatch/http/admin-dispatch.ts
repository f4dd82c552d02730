import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dispatchDayQuerySchema, dispatchDaySchema } from '@chauffeur/contracts';
import { afterQuerySchema, awaitPosition } from '@chauffeur/platform';
import { readerLanguage } from '../../bookings/index';
import { dispatchDay } from '../projections/dispatch-day';
import type { DispatchDeps } from '../module';

/** The read models the board joins: a command on any of them may be what the admin waits to see. */
const BOARD_PROJECTIONS = ['bookings', 'vehicles', 'vehicle_cars', 'chauffeurs', 'system_settings'];

/** The dispatch board's day (issue 17 point 4); assigning goes through the bookings' assignment routes. */
export async function adminDispatchRoutes(app: FastifyInstance, deps: DispatchDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/dispatch',
    {
      schema: {
        tags: ['admin: dispatch'],
        summary:
          "One Brussels day's rides with their busy time, and the lanes (active cars and chauffeurs); places in the reader's language (?lng, cookie, Accept-Language)",
        security: [{ bearerAuth: [] }],
        querystring: afterQuerySchema.extend(dispatchDayQuerySchema.shape),
        response: { 200: dispatchDaySchema },
      },
    },
    async (request, reply) => {
      await awaitPosition(deps, request.query.after, BOARD_PROJECTIONS, reply);
      return dispatchDay(deps.readStore, request.query.date, readerLanguage(request));
    },
  );
}
