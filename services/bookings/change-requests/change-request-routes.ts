import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bookingStream,
  changeRequestBodySchemaOn,
  changeRequestDeclineSchema,
  changeRequestSchema,
  commandResultSchema,
} from '@chauffeur/contracts';
import { commandResult, refusal } from '@chauffeur/platform';
import type { BookingsDeps } from '../module';
import { managedBooking } from '../manage/managed-booking';
import {
  acceptChange,
  answerChange,
  confirmChange,
  customerActor,
  requestChange,
} from './change-request-commands';
import { changeRequestsOf } from './change-request-view';

const tokenParams = z.object({ token: z.string().max(200) });
const requestParams = tokenParams.extend({ rid: z.uuid('must be a change request id') });
const answer = { 200: commandResultSchema };

/**
 * Issue 18 point 2 (decisions 183–185): the customer's side of a change request, authorised by the manage
 * link's token alone: ask, see where it stands, confirm a higher price, or keep the booking as it is.
 * Each route finds its booking with `managedBooking`, as the page, the review and the receipt do: a
 * deleted booking is the same 404 as a forged link (its requests are no longer the customer's to see).
 */
export const manageChangeRequestRoutes: FastifyPluginAsync<BookingsDeps> = async (app, deps) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/manage/:token/change-requests',
    {
      schema: {
        tags: ['manage'],
        summary: "The booking's change requests, newest first (from its stream: never behind)",
        params: tokenParams,
        response: { 200: z.object({ change_requests: z.array(changeRequestSchema) }) },
      },
    },
    async (request) => {
      const { bookingId } = await managedBooking(deps, request.params.token);
      const events = await deps.eventStore.readStream(bookingStream(bookingId));
      return { change_requests: changeRequestsOf(events, deps.now()) };
    },
  );

  api.post(
    '/api/manage/:token/change-requests',
    {
      // Refused by the state of the booking or of the request (decision 185).
      config: { problems: [409, 422] },
      schema: {
        tags: ['manage'],
        summary:
          'RequestChange: the customer asks to change the pickup time, passengers, luggage or flight, up to the free-cancellation cut-off (one open request at a time)',
        params: tokenParams,
        // The pickup time's horizon on the server's clock (decision 338), as the cut-off.
        body: changeRequestBodySchemaOn(deps.now),
        response: { 201: commandResultSchema },
      },
    },
    async (request, reply) => {
      const { bookingId: id } = await managedBooking(deps, request.params.token);
      const requestId = deps.newId();
      const outcome = await requestChange(deps, id, request.body, requestId, request.id);
      return reply.code(201).send(commandResult(requestId, outcome, deps));
    },
  );

  api.post(
    '/api/manage/:token/change-requests/:rid/confirm',
    {
      // Refused by the state of the booking or of the request (decision 185).
      config: { problems: [409] },
      schema: {
        tags: ['manage'],
        summary: 'ConfirmChange: the customer accepts the higher price of an accepted change; it applies',
        params: requestParams,
        response: answer,
      },
    },
    async (request) => {
      const { bookingId: id } = await managedBooking(deps, request.params.token);
      const outcome = await confirmChange(deps, id, request.params.rid, request.id);
      return commandResult(request.params.rid, outcome, deps);
    },
  );

  api.post(
    '/api/manage/:token/change-requests/:rid/withdraw',
    {
      // Refused by the state of the booking or of the request (decision 185).
      config: { problems: [409] },
      schema: {
        tags: ['manage'],
        summary:
          'WithdrawChange: the customer keeps the booking as it is (an open request or a higher price)',
        params: requestParams,
        response: answer,
      },
    },
    async (request) => {
      const { bookingId: id } = await managedBooking(deps, request.params.token);
      const outcome = await answerChange(
        deps,
        { type: 'WithdrawChange', bookingId: id, requestId: request.params.rid, now: deps.now() },
        (booking) => ({ actor: customerActor(booking), requestId: request.id }),
      );
      return commandResult(request.params.rid, outcome, deps);
    },
  );
};

const adminParams = z.object({
  id: z.uuid('must be a booking id'),
  rid: z.uuid('must be a change request id'),
});

/** The operator's side: see a booking's requests, accept (re-priced by the server) or decline with a reason. */
export const adminChangeRequestRoutes: FastifyPluginAsync<BookingsDeps> = async (app, deps) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const security = [{ bearerAuth: [] }];

  api.get(
    '/bookings/:id/change-requests',
    {
      schema: {
        tags: ['admin: bookings'],
        security,
        summary: "A booking's change requests asked by the customer, newest first",
        params: z.object({ id: z.uuid('must be a booking id') }),
        response: { 200: z.object({ change_requests: z.array(changeRequestSchema) }) },
      },
    },
    async (request) => {
      const events = await deps.eventStore.readStream(bookingStream(request.params.id));
      if (events.length === 0) throw refusal('not_found', { code: 'booking_not_found' });
      return { change_requests: changeRequestsOf(events, deps.now()) };
    },
  );

  api.post(
    '/bookings/:id/change-requests/:rid/accept',
    {
      // Refused by the state of the booking or of the request (decision 185).
      config: { problems: [409] },
      schema: {
        tags: ['admin: bookings'],
        security,
        summary:
          'AcceptChange: re-priced by the server; applied at once when not dearer, else it waits for the customer to confirm the new price',
        params: adminParams,
        response: answer,
      },
    },
    async (request) => {
      const { id, rid } = request.params;
      const outcome = await acceptChange(deps, id, rid, { actor: request.actor, requestId: request.id });
      return commandResult(rid, outcome, deps);
    },
  );

  api.post(
    '/bookings/:id/change-requests/:rid/decline',
    {
      // Refused by the state of the booking or of the request (decision 185).
      config: { problems: [409] },
      schema: {
        tags: ['admin: bookings'],
        security,
        summary: 'DeclineChange: with the reason the customer is e-mailed',
        params: adminParams,
        body: changeRequestDeclineSchema,
        response: answer,
      },
    },
    async (request) => {
      const { id, rid } = request.params;
      const outcome = await answerChange(
        deps,
        {
          type: 'DeclineChange',
          bookingId: id,
          requestId: rid,
          reason: request.body.reason,
          now: deps.now(),
        },
        { actor: request.actor, requestId: request.id },
      );
      return commandResult(rid, outcome, deps);
    },
  );
};
