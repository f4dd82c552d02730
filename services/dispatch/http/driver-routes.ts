import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bookingStream,
  commandResultSchema,
  driverActionRequestSchema,
  driverRidesSchema,
} from '@chauffeur/contracts';
import {
  HttpProblem,
  afterQuerySchema,
  awaitPosition,
  commandResult,
  fold,
  handleCommand,
  loadedStream,
} from '@chauffeur/platform';
import {
  bookingDecider,
  lifecycleCommand,
  readerLanguage,
  ridesOfChauffeur,
  rowInLanguage,
  stepTiming,
} from '../../bookings/index';
import { assignmentDecider } from '../domain/assignment-decider';
import { chauffeurOfAccount } from '../projections/chauffeur-queries';
import type { DispatchDeps } from '../module';
import { requireDriver } from './driver-guard';
import { driverRideOf } from './driver-rides';

const idParams = z.object({ id: z.uuid('must be a booking id') });
const security = [{ bearerAuth: [] }];
const tags = ['driver'];
/** Not "forbidden": a ride that is not the driver's does not exist for them, so ids do not leak. */
const RIDE_NOT_FOUND = 'Ride not found';
/** The driver guard's 403 (another role), for the OpenAPI document. */
const DRIVER_ONLY = { problems: [403] as const };

/**
 * The driver's page (issue 17): a chauffeur's own rides, and Start / Complete with the chauffeur as actor.
 * Registered under /api/driver behind requireDriver; every answer is limited to the rides assigned to the
 * chauffeur whose e-mail the account has (decision 159).
 */
export async function driverRoutes(app: FastifyInstance, deps: DispatchDeps): Promise<void> {
  app.addHook('onRequest', requireDriver);
  const api = app.withTypeProvider<ZodTypeProvider>();
  const chauffeurOf = (request: { actor: { kind: string; email?: string } }) =>
    request.actor.kind === 'user' && request.actor.email
      ? chauffeurOfAccount(deps.readStore, request.actor.email)
      : Promise.resolve(null);

  api.get(
    '/rides',
    {
      schema: {
        tags,
        security,
        summary: "The signed-in chauffeur's rides: today's (Brussels) and upcoming, by pickup time",
        querystring: afterQuerySchema,
        response: { 200: driverRidesSchema },
      },
      config: DRIVER_ONLY,
    },
    async (request, reply) => {
      // The settings too: `timing` comes from them (an admin who widened the start window is read at once).
      await awaitPosition(deps, request.query.after, ['bookings', 'chauffeurs', 'system_settings'], reply);
      const chauffeur = await chauffeurOf(request);
      // When Start opens, for a chauffeur who may not read the settings (decision 283), with the server's
      // clock read after the rides (decision 290: the closer to the answer, the truer the phone's offset).
      const timing = () => stepTiming(deps.readStore, deps.now);
      if (!chauffeur) return { chauffeur: null, items: [], timing: await timing() };
      const rows = await ridesOfChauffeur(deps.readStore, chauffeur.id, deps.now());
      // Decision 286.1: the places in the chauffeur's language, whoever booked them.
      const language = readerLanguage(request);
      const items = rows.map((row) => driverRideOf(rowInLanguage(row, language)));
      return { chauffeur: { id: chauffeur.id, name: chauffeur.name }, items, timing: await timing() };
    },
  );

  for (const action of ['start', 'complete'] as const) {
    api.post(
      `/rides/:id/${action}`,
      {
        schema: {
          tags,
          security,
          summary: `${action === 'start' ? 'StartRide' : 'CompleteRide'} by the assigned chauffeur (needs expectedRevision)`,
          params: idParams,
          body: driverActionRequestSchema,
          response: { 200: commandResultSchema.extend({ revision: z.number().int() }) },
        },
        config: DRIVER_ONLY,
      },
      async (request) => {
        const bookingId = request.params.id;
        const chauffeur = await chauffeurOf(request);
        // Whose ride it is, from the booking's stream (not the read model): the append below is at the
        // revision read here, so a ride reassigned meanwhile is refused rather than started by the wrong one.
        const loaded = loadedStream(await deps.eventStore.readStream(bookingStream(bookingId)));
        const assignment = fold(
          assignmentDecider,
          loaded.events as { type: string; data: Record<string, unknown> }[],
        );
        if (
          !chauffeur ||
          assignment.status === 'none' ||
          assignment.deleted ||
          assignment.chauffeurId !== chauffeur.id
        ) {
          throw new HttpProblem(404, RIDE_NOT_FOUND);
        }
        const outcome = await handleCommand(deps.eventStore, {
          stream: bookingStream(bookingId),
          decider: bookingDecider,
          command: await lifecycleCommand(action, bookingId, deps, undefined),
          context: { actor: request.actor, requestId: request.id },
          expectedRevision: BigInt(request.body.expectedRevision),
          loaded,
          now: deps.now,
        });
        return commandResult(bookingId, outcome, deps);
      },
    );
  }
}
