import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bookingChangeRequestSchemaOn, commandResultSchema } from '@chauffeur/contracts';
import { commandResult, expectedRevisionOf } from '@chauffeur/platform';
import type { BookingsDeps } from '../module';
import { changeBooking } from '../commands/change-booking';

/**
 * Changing a booking that has not started (issue 17 point 5, decision 141): the fields sent replace the
 * booking's, the server re-verifies and re-prices what prices, and the customer is e-mailed the change (the
 * mail reaction of BookingChanged). Needs the revision the admin saw (If-Match or expectedRevision): 409
 * when someone changed the booking since. An edit that changes nothing answers the same revision.
 */
export const adminChangeBookingRoutes: FastifyPluginAsync<BookingsDeps> = async (app, deps) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.patch(
    '/bookings/:id',
    {
      schema: {
        tags: ['admin: bookings'],
        security: [{ bearerAuth: [] }],
        summary:
          'ChangeBooking: time, places, vehicle, passengers, luggage, flight, round trip or customer of a booking not started; re-priced by the server (needs If-Match or expectedRevision)',
        params: z.object({ id: z.uuid('must be a booking id') }),
        headers: z.object({ 'if-match': z.string().optional() }),
        // The pickup time's horizon on the server's clock (decision 338), as the lead time.
        body: bookingChangeRequestSchemaOn(deps.now),
        response: { 200: commandResultSchema.extend({ revision: z.number().int() }) },
      },
    },
    async (request) => {
      const { expectedRevision, total_fare: _ignored, ...patch } = request.body;
      const revision = expectedRevisionOf(request.headers['if-match'], expectedRevision, { required: true });
      const outcome = await changeBooking(deps, request.params.id, patch, revision, {
        actor: request.actor,
        requestId: request.id,
      });
      return commandResult(request.params.id, outcome, deps);
    },
  );
};
