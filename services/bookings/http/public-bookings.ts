import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BOOKING_ESSENTIALS,
  bookingCreatedSchema,
  SETTINGS_STREAM,
  bookingRequestSchemaOn,
  quoteRequestSchemaOn,
  quoteSchema,
} from '@chauffeur/contracts';
import { settingsDecider } from '../../settings/index';
import { listVehicles } from '../../fleet/index';
import type { BookingsDeps } from '../module';
import { createBooking } from '../commands/create-booking';
import { quoteTrip } from '../commands/quote-trip';
import { availabilityOfModels } from '../availability/model-availability';
import { fareTable } from '../commands/trip-fare';
import { identifyUser, loadState } from '@chauffeur/platform';

/** The public booking calls of the wizard: a quote for every vehicle, then the booking itself. */
export const publicBookingRoutes: FastifyPluginAsync<BookingsDeps> = async (app, deps) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/quotes',
    {
      schema: {
        tags: ['bookings'],
        summary:
          'Verified places, route and price of a trip for every vehicle (cheapest per km first), with a signed quote token valid 30 minutes; with `scheduled_time`, whether each vehicle has a car free then',
        // The pickup time's horizon on the server's clock (decision 338), as the booking's lead time.
        body: quoteRequestSchemaOn(deps.now),
        response: { 200: quoteSchema },
      },
    },
    async (request) => {
      const [{ state: settings }, vehicles] = await Promise.all([
        loadState(deps.eventStore, SETTINGS_STREAM, settingsDecider),
        listVehicles(deps.readStore),
      ]);
      const pickup = request.body.scheduled_time;
      return quoteTrip(
        { ...deps, fixedFareFor: fareTable(deps.readStore) },
        request.body,
        settings,
        vehicles,
        pickup === undefined
          ? undefined
          : (route) =>
              availabilityOfModels(
                deps,
                vehicles.map((vehicle) => vehicle.id),
                { pickup, durationMinutes: route.duration_minutes, roundTrip: request.body.is_round_trip },
                settings,
              ),
      );
    },
  );

  api.post(
    '/api/bookings',
    {
      // A signed-in customer's booking is recorded as theirs: it shows under My bookings (issue 18).
      onRequest: identifyUser,
      config: {
        essentialFields: { fields: BOOKING_ESSENTIALS, coded: { code: 'missing_booking_information' } },
      },
      schema: {
        tags: ['bookings'],
        summary:
          'RequestBooking: no account needed; the server verifies the places and charges the quoted fare (quote_token) or prices it afresh (accepts Idempotency-Key)',
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
      );
      return reply.code(201).send(created);
    },
  );
};
