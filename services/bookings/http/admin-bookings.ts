import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BOOKING_ACTION_NAMES,
  BOOKING_LIFECYCLE,
  bookingHistorySchema,
  bookingNoteRequestSchema,
  BOOKINGS_PAGE_MAX,
  bookingPageSchema,
  bookingRowSchema,
  bookingListFilterShape,
  FROM_AFTER_TO,
  fromNotAfterTo,
  bookingStream,
  commandResultSchema,
  lifecycleReasonSchema,
} from '@chauffeur/contracts';
import { bookingDecider, type BookingCommand } from '../domain/booking-decider';
import { carriesReason, lifecycleCommand } from '../commands/lifecycle-command';
import { claimOnConfirm } from '../availability/claim-on-confirm';
import { findBooking, listBookingsJson } from '../projections/booking-queries';
import type { BookingsDeps } from '../module';
import { commandResult, handleCommand } from '@chauffeur/platform';
import { HttpProblem } from '@chauffeur/platform';
import { afterQuerySchema, awaitPosition } from '@chauffeur/platform';
import { etagOf, expectedRevisionOf, sendJsonPage } from '@chauffeur/platform';
import { bookingHistory } from '../commands/booking-history';
import { rowInLanguage, rowJsonInLanguage } from './row-in-language';
import { readerLanguage } from './reader-language';

const security = [{ bearerAuth: [] }];
const tags = ['admin: bookings'];
const idParams = z.object({ id: z.uuid('must be a booking id') });
const revisionHeaders = z.object({ 'if-match': z.string().optional() });
const revisionFields = { expectedRevision: z.number().int().nonnegative().optional() };
const revisionBody = z.object(revisionFields).nullish();
/** The body of a step whose event carries a reason (cancel): the reason besides the revision. */
const reasonBody = z.object({ ...revisionFields, reason: lifecycleReasonSchema }).nullish();
const actionResult = commandResultSchema.extend({ revision: z.number().int() });

export const adminBookingRoutes: FastifyPluginAsync<BookingsDeps> = async (app, deps) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/bookings',
    {
      schema: {
        tags,
        security,
        summary:
          'The bookings list, newest first or by pickup time; by status, pickup days (Brussels) and a search',
        querystring: afterQuerySchema
          .extend({
            ...bookingListFilterShape,
            limit: z.coerce.number().int().min(1).max(BOOKINGS_PAGE_MAX).default(50),
            offset: z.coerce.number().int().min(0).default(0),
          })
          .refine(fromNotAfterTo, FROM_AFTER_TO),
        response: { 200: bookingPageSchema },
      },
    },
    async (request, reply) => {
      const { after, limit, offset, ...filter } = request.query;
      await awaitPosition(deps, after, ['bookings'], reply);
      const { items, total } = await listBookingsJson(deps.readStore, {
        ...filter,
        now: deps.now().getTime(),
        limit,
        offset,
      });
      // The rows come as the store's JSON text (booking-queries.ts): joined, not parsed and written again.
      const language = readerLanguage(request);
      const rows = items.map((row) => rowJsonInLanguage(row, language));
      return sendJsonPage(reply, rows, { total, limit, offset });
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
      return reply
        .header('etag', etagOf(booking.revision))
        .send(rowInLanguage(booking, readerLanguage(request)));
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

  /** A command on an existing booking; status changes need the revision the admin saw (409 if stale). */
  const run = async (
    request: FastifyRequest,
    revisionInBody: number | undefined,
    command: Exclude<BookingCommand, { type: 'RequestBooking' }>,
    required = true,
  ) => {
    const ifMatch = request.headers['if-match'];
    const revision = expectedRevisionOf(typeof ifMatch === 'string' ? ifMatch : undefined, revisionInBody, {
      required,
    });
    const outcome = await handleCommand(deps.eventStore, {
      stream: bookingStream(command.bookingId),
      decider: bookingDecider,
      command,
      context: { actor: request.actor, requestId: request.id },
      expectedRevision: revision,
    });
    return commandResult(command.bookingId, outcome, deps);
  };

  // One route per row of the lifecycle table.
  for (const action of BOOKING_ACTION_NAMES) {
    api.post(
      `/bookings/:id/${action}`,
      {
        schema: {
          tags,
          security,
          summary: `${BOOKING_LIFECYCLE[action].command} (needs If-Match or expectedRevision)`,
          params: idParams,
          headers: revisionHeaders,
          body: carriesReason(action) ? reasonBody : revisionBody,
          response: { 200: actionResult },
        },
      },
      async (request) => {
        const body = request.body as z.infer<typeof reasonBody>;
        const command = await lifecycleCommand(action, request.params.id, deps, body?.reason);
        // The step that makes a pending booking confirmed: past its hold time it may have lost its car to
        // another booking meanwhile, so it claims the car again (decision 174 g).
        if (BOOKING_LIFECYCLE[action].to === 'confirmed')
          await claimOnConfirm(deps, request.params.id, { actor: request.actor, requestId: request.id });
        return run(request, body?.expectedRevision, command);
      },
    );
  }

  // An internal note (issue 15). A note only adds, so two staff writing at once both keep theirs: no
  // revision is required (one sent is honoured, 409 if stale).
  api.post(
    '/bookings/:id/notes',
    {
      schema: {
        tags,
        security,
        summary:
          'AddBookingNote: an internal note, shown in the history and the admin page, never to the customer',
        params: idParams,
        headers: revisionHeaders,
        body: bookingNoteRequestSchema.extend({
          expectedRevision: z.number().int().nonnegative().optional(),
        }),
        response: { 201: actionResult },
      },
    },
    async (request, reply) => {
      const { text, expectedRevision } = request.body;
      const command = { type: 'AddBookingNote' as const, bookingId: request.params.id, text };
      return reply.code(201).send(await run(request, expectedRevision, command, false));
    },
  );

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
};
