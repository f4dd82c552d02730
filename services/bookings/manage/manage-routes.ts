import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ANONYMOUS,
  MANAGE_FIND_ANSWER,
  bookingStream,
  manageBookingSchema,
  manageCancelRequestSchema,
  manageContactRequestSchema,
  manageFindAnswerSchema,
  manageFindRequestSchema,
} from '@chauffeur/contracts';
import {
  etagOf,
  expectedRevisionOf,
  fold,
  handleCommand,
  loadedStream,
  tooManyAttempts,
} from '@chauffeur/platform';
import { bookingDecider } from '../domain/booking-decider';
import type { BookingEvent } from '../events';
import type { BookingsDeps } from '../module';
import { manageDecider } from './manage-decider';
import { manageLinkRequestsStream } from './manage-events';
import { manageLinkDecider } from './manage-link-decider';
import { bookingIdOfToken, linkNotValid } from './booking-of-token';
import { bookedVehicleIdOf, customerEmailOf, customerViewOf } from './customer-view';
import {
  bookedVehicleLimits,
  bookingByReference,
  manageSettings,
  type ManageSettings,
  type VehicleLimits,
} from './manage-reads';
import { FindThrottle } from './find-throttle';
import { readerLanguage } from '../http/reader-language';
import type { RecordedEvent } from '@chauffeur/eventstore';

const tags = ['manage: customers'];
const tokenParams = z.object({ token: z.string().min(1).max(200) });

/**
 * The customer's manage link (issue 18 points 1 and 2): the booking as its customer may see it, their
 * cancellation, and "Find my booking". Public: the token of the path alone authorises (manage-token.ts);
 * every route is rate-limited per address (platform's public limits, /api/manage/ prefix) and the find
 * form also per reference (find-throttle.ts).
 */
export const manageRoutes: FastifyPluginAsync<BookingsDeps> = async (app, deps) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const throttle = new FindThrottle(deps.rateCounter, () => deps.now().getTime());

  /** The booking's stream, when the token is genuine and names a booking that still exists. */
  const streamOf = async (token: string): Promise<{ bookingId: string; events: RecordedEvent[] }> => {
    const bookingId = bookingIdOfToken(deps.jwtSecret, token);
    const events = await deps.eventStore.readStream(bookingStream(bookingId));
    if (events.length === 0) throw linkNotValid();
    return { bookingId, events };
  };
  /** What the view reads besides the booking's stream: the settings, and the booked vehicle's limits. */
  const readsOf = async (events: readonly RecordedEvent[]) => {
    const [settings, limits] = await Promise.all([
      manageSettings(deps.eventStore, events[0]!),
      bookedVehicleLimits(deps.eventStore, bookedVehicleIdOf(events)),
    ]);
    return { ...settings, limits };
  };
  const viewOf = (
    request: FastifyRequest,
    events: readonly RecordedEvent[],
    reads: ManageSettings & { limits: VehicleLimits | null },
  ) => {
    // The page's language, not the booking's: a German booking read in a Dutch browser says Brussel (305).
    const view = customerViewOf(events, { ...reads, now: deps.now(), language: readerLanguage(request) });
    if (!view) throw linkNotValid();
    return view;
  };

  api.get(
    '/api/manage/:token',
    {
      // Rate-limited per address like the writes (platform's public limits): documents its 429.
      config: { rateLimit: true },
      schema: {
        tags,
        summary:
          "The booking of a manage link as its customer sees it (timeline, ride, chauffeur's first name and car once assigned, whether it may be cancelled online); 404 for a link that is not valid",
        params: tokenParams,
        response: { 200: manageBookingSchema },
      },
    },
    async (request, reply) => {
      const { events } = await streamOf(request.params.token);
      const view = viewOf(request, events, await readsOf(events));
      // Personal data behind a secret link: no cache keeps it.
      return reply.header('cache-control', 'no-store').header('etag', etagOf(view.revision)).send(view);
    },
  );

  api.post(
    '/api/manage/:token/cancel',
    {
      // Refused when already ended (409) or inside the cut-off (422): manage-decider.ts.
      config: { problems: [409, 422] },
      schema: {
        tags,
        summary:
          'The customer cancels their booking (free) until pickup − free_cancellation_hours: 422 inside the cut-off, 409 when already cancelled, started or over',
        params: tokenParams,
        body: manageCancelRequestSchema,
        response: { 200: manageBookingSchema },
      },
    },
    async (request, reply) => {
      const { bookingId, events } = await streamOf(request.params.token);
      const settings = await readsOf(events);
      // A deleted booking answers as an unknown one (the decider's own 404 would say more).
      viewOf(request, events, settings);
      const email = customerEmailOf(events) ?? '';
      await handleCommand(deps.eventStore, {
        stream: bookingStream(bookingId),
        decider: manageDecider,
        command: {
          type: 'CancelBookingAsCustomer',
          bookingId,
          reason: request.body?.reason,
          now: deps.now(),
          freeCancellationHours: settings.freeCancellationHours,
        },
        context: { actor: { kind: 'customer', email }, requestId: request.id },
        loaded: loadedStream(events),
        now: deps.now,
      });
      const after = await deps.eventStore.readStream(bookingStream(bookingId));
      return reply.header('cache-control', 'no-store').send(viewOf(request, after, settings));
    },
  );

  api.patch(
    '/api/manage/:token/contact',
    {
      // Refused once the ride is no longer ahead (409, the admin's change's codes); 409 too when stale.
      config: { problems: [409], rateLimit: true },
      schema: {
        tags,
        summary:
          'The customer corrects their name or phone (not the e-mail) while the ride is ahead, checked as the booking form checks them; recorded as BookingChanged by the customer (needs If-Match or expectedRevision; 409 when the booking changed since or is no longer ahead)',
        params: tokenParams,
        headers: z.object({ 'if-match': z.string().optional() }),
        body: manageContactRequestSchema,
        response: { 200: manageBookingSchema },
      },
    },
    async (request, reply) => {
      const { name, phone, expectedRevision: inBody } = request.body;
      const { bookingId, events } = await streamOf(request.params.token);
      const settings = await readsOf(events);
      // A deleted booking answers as an unknown one (the decider's own 404 would say more).
      viewOf(request, events, settings);
      const revision = expectedRevisionOf(request.headers['if-match'], inBody, { required: true });
      await handleCommand(deps.eventStore, {
        stream: bookingStream(bookingId),
        decider: manageDecider,
        command: { type: 'CorrectContactAsCustomer', bookingId, name, phone, now: deps.now() },
        // The customer, known by the booking's e-mail (decision 178): the history says "(manage link)".
        context: { actor: { kind: 'customer', email: customerEmailOf(events) ?? '' }, requestId: request.id },
        expectedRevision: revision,
        loaded: loadedStream(events),
        now: deps.now,
      });
      const after = await deps.eventStore.readStream(bookingStream(bookingId));
      const view = viewOf(request, after, settings);
      return reply.header('cache-control', 'no-store').header('etag', etagOf(view.revision)).send(view);
    },
  );

  api.post(
    '/api/manage/find',
    {
      schema: {
        tags,
        summary:
          'Find my booking: e-mails the manage link to the booking when the reference and e-mail match one; always 202 with the same answer',
        body: manageFindRequestSchema,
        response: { 202: manageFindAnswerSchema },
      },
    },
    async (request, reply) => {
      const reference = request.body.reference.trim().toUpperCase();
      const wait = await throttle.take(reference);
      if (wait > 0) throw tooManyAttempts(reply, wait);
      const found = await bookingByReference(deps.eventStore, reference);
      const email = found && customerEmailOf(found.events);
      if (found && email && email.toLowerCase() === request.body.email.trim().toLowerCase()) {
        // On the booking's requests stream, not the booking's: an admin's open page stays current (decision 255).
        const booking = fold(
          bookingDecider,
          found.events.map((event) => ({ type: event.type, data: event.data }) as BookingEvent),
        );
        await handleCommand(deps.eventStore, {
          stream: manageLinkRequestsStream(found.bookingId),
          decider: manageLinkDecider,
          command: { type: 'RequestManageLink', bookingId: found.bookingId, booking },
          context: { actor: ANONYMOUS, requestId: request.id },
          now: deps.now,
        }).catch((error: unknown) => {
          // A deleted booking, or a concurrent write: the answer stays the same (it never says which).
          request.log.warn({ err: error }, 'manage link not requested');
        });
      }
      return reply.code(202).send(MANAGE_FIND_ANSWER);
    },
  );
};
