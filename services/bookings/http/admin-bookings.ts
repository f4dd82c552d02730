import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BOOKING_ACTION_NAMES,
  bookingHistorySchema,
  bookingPageSchema,
  bookingRowSchema,
  bookingStatusSchema,
  bookingStream,
  SETTINGS_STREAM,
  type BookingAction,
} from '@chauffeur/contracts';
import { bookingDecider, type BookingCommand } from '../domain/booking-decider';
import { settingsDecider } from '../../settings/index';
import { findBooking, listBookings } from '../projections/booking-queries';
import type { AppDeps } from '../../api/src/app-deps';
import { handleCommand } from '@chauffeur/platform';
import { HttpProblem } from '@chauffeur/platform';
import { afterQuerySchema, awaitPosition } from '@chauffeur/platform';
import { etagOf, expectedRevisionOf } from '@chauffeur/platform';
import { bookingHistory } from '../commands/booking-history';
import { loadState } from '@chauffeur/platform';

const security = [{ bearerAuth: [] }];
const tags = ['admin: bookings'];
const idParams = z.object({ id: z.uuid('must be a booking id') });
const revisionHeaders = z.object({ 'if-match': z.string().optional() });
const revisionBody = z.object({ expectedRevision: z.number().int().nonnegative().optional() }).nullish();
const actionResult = z.object({ id: z.string(), revision: z.number().int(), position: z.string() });

type StatusCommand = Exclude<BookingCommand, { type: 'RequestBooking' | 'DeleteBooking' }>;

/**
 * The command of each action, with what it needs from the world: the server clock (deps.now) and, to start
 * a ride, the start window of the settings (read from their stream, never from a lagging read model).
 */
const COMMAND_OF: Record<
  BookingAction,
  { type: StatusCommand['type']; build: (bookingId: string, deps: AppDeps) => Promise<StatusCommand> }
> = {
  confirm: { type: 'ConfirmBooking', build: async (bookingId) => ({ type: 'ConfirmBooking', bookingId }) },
  cancel: { type: 'CancelBooking', build: async (bookingId) => ({ type: 'CancelBooking', bookingId }) },
  start: {
    type: 'StartRide',
    build: async (bookingId, deps) => {
      const { state: settings } = await loadState(deps.eventStore, SETTINGS_STREAM, settingsDecider);
      return {
        type: 'StartRide',
        bookingId,
        now: deps.now(),
        startWindowHours: settings.ride_start_window_hours,
      };
    },
  },
  complete: {
    type: 'CompleteRide',
    build: async (bookingId, deps) => ({ type: 'CompleteRide', bookingId, now: deps.now() }),
  },
  no_show: {
    type: 'MarkNoShow',
    build: async (bookingId, deps) => ({ type: 'MarkNoShow', bookingId, now: deps.now() }),
  },
};

export async function adminBookingRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/bookings',
    {
      schema: {
        tags,
        security,
        summary: 'The bookings list, newest first, optionally one status',
        querystring: afterQuerySchema.extend({
          status: bookingStatusSchema.optional(),
          limit: z.coerce.number().int().min(1).max(500).default(50),
          offset: z.coerce.number().int().min(0).default(0),
        }),
        response: { 200: bookingPageSchema },
      },
    },
    async (request, reply) => {
      const { after, status, limit, offset } = request.query;
      await awaitPosition(deps, after, ['bookings'], reply);
      return { ...(await listBookings(deps.readStore, { status, limit, offset })), limit, offset };
    },
  );

  api.get(
    '/bookings/:id',
    {
      schema: {
        tags,
        security,
        params: idParams,
        querystring: afterQuerySchema,
        response: { 200: bookingRowSchema },
      },
    },
    async (request, reply) => {
      await awaitPosition(deps, request.query.after, ['bookings'], reply);
      const booking = await findBooking(deps.readStore, request.params.id);
      if (!booking) throw new HttpProblem(404, 'Booking not found');
      return reply.header('etag', etagOf(booking.revision)).send(booking);
    },
  );

  api.get(
    '/bookings/:id/history',
    {
      schema: {
        tags,
        security,
        summary: 'Every event of the booking with its actor and status change (readable after deletion)',
        params: idParams,
        response: { 200: bookingHistorySchema },
      },
    },
    async (request) => {
      const history = await bookingHistory(deps.eventStore, request.params.id);
      if (!history) throw new HttpProblem(404, 'Booking not found');
      return history;
    },
  );

  const run = async (
    request: FastifyRequest,
    revisionInBody: number | undefined,
    command: Exclude<BookingCommand, { type: 'RequestBooking' }>,
  ) => {
    const ifMatch = request.headers['if-match'];
    const revision = expectedRevisionOf(typeof ifMatch === 'string' ? ifMatch : undefined, revisionInBody, {
      required: true,
    });
    const outcome = await handleCommand(deps.eventStore, {
      stream: bookingStream(command.bookingId),
      decider: bookingDecider,
      command,
      context: { actor: request.actor, requestId: request.id },
      expectedRevision: revision,
    });
    return {
      id: command.bookingId,
      revision: Number(outcome.revision),
      position: outcome.position.toString(),
    };
  };

  for (const action of BOOKING_ACTION_NAMES) {
    api.post(
      `/bookings/:id/${action}`,
      {
        schema: {
          tags,
          security,
          summary: `${COMMAND_OF[action].type} (needs If-Match or expectedRevision)`,
          params: idParams,
          headers: revisionHeaders,
          body: revisionBody,
          response: { 200: actionResult },
        },
      },
      async (request) =>
        run(request, request.body?.expectedRevision, await COMMAND_OF[action].build(request.params.id, deps)),
    );
  }

  api.delete(
    '/bookings/:id',
    {
      schema: {
        tags,
        security,
        summary: 'DeleteBooking (needs If-Match): leaves the lists, keeps the history',
        params: idParams,
        headers: revisionHeaders,
        response: { 200: actionResult },
      },
    },
    async (request) => run(request, undefined, { type: 'DeleteBooking', bookingId: request.params.id }),
  );
}
