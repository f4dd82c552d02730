import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BOOKING_ESSENTIALS,
  MISSING_BOOKING_INFORMATION,
  bookingCreatedSchema,
  bookingRequestSchema,
  computeFare,
  quoteRequestSchema,
  quoteSchema,
} from '@chauffeur/contracts';
import { listVehicles } from '@chauffeur/projections';
import type { AppDeps } from '../app-deps';
import { createBooking } from '../bookings/create-booking';

/** The public booking calls of the wizard: a quote for every vehicle, then the booking itself. */
export async function publicBookingRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/quotes',
    {
      schema: {
        tags: ['bookings'],
        summary: 'Route and price of a trip for every vehicle, cheapest per km first',
        body: quoteRequestSchema,
        response: { 200: quoteSchema },
      },
    },
    async (request) => {
      const { pickup, dropoff, is_round_trip } = request.body;
      const [route, vehicles] = await Promise.all([
        deps.routing.route(pickup, dropoff),
        listVehicles(deps.readStore),
      ]);
      return {
        ...route,
        vehicles: vehicles.map((vehicle) => ({
          vehicle,
          total_fare: computeFare(route.distance_km, vehicle.price_per_km, is_round_trip).total_fare,
        })),
      };
    },
  );

  api.post(
    '/api/bookings',
    {
      config: { essentialFields: { fields: BOOKING_ESSENTIALS, detail: MISSING_BOOKING_INFORMATION } },
      schema: {
        tags: ['bookings'],
        summary: 'RequestBooking: no account needed; the server prices it (accepts Idempotency-Key)',
        headers: z.object({ 'idempotency-key': z.string().optional() }),
        body: bookingRequestSchema,
        response: { 201: bookingCreatedSchema },
      },
    },
    async (request, reply) => {
      const created = await createBooking(
        deps,
        request.body,
        { actor: request.actor, requestId: request.id },
        request.headers['idempotency-key'],
      );
      return reply.code(201).send(created);
    },
  );
}
