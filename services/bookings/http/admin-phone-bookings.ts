import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bookingCreatedSchema, bookingRequestSchemaOn } from '@chauffeur/contracts';
import type { BookingsDeps } from '../module';
import { createBooking } from '../commands/create-booking';

/**
 * A phone booking (issue 17 point 5, decision 133): staff enter what the customer says on the phone. It is
 * the public wizard's request and its one command (createBooking): the same schema, booking rules and
 * server-side price (any fare in the body is ignored; the quote's token charges the price read out, and an
 * expired one is priced again, decision 276), with the staff member as the actor, confirmed at once by
 * them. The customer is e-mailed as for any booking (the mail reactions of its events).
 */
export const adminPhoneBookingRoutes: FastifyPluginAsync<BookingsDeps> = async (app, deps) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    '/bookings',
    {
      schema: {
        tags: ['admin: bookings'],
        security: [{ bearerAuth: [] }],
        summary:
          'A phone booking: RequestBooking by the admin (same rules, priced by the server or its quote_token; an expired token of another price today: 409 quote_price_changed), then confirmed by them (accepts Idempotency-Key)',
        headers: z.object({ 'idempotency-key': z.string().optional() }),
        // The pickup time's horizon on the server's clock (decision 338), as the lead time.
        body: bookingRequestSchemaOn(deps.now),
        response: { 201: bookingCreatedSchema },
      },
    },
    async (request, reply) => {
      const created = await createBooking(
        deps,
        request.body,
        { actor: request.actor, requestId: request.id },
        request.headers['idempotency-key'],
        'phone',
      );
      return reply.code(201).send(created);
    },
  );
};
