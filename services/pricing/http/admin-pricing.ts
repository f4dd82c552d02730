import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  commandResultSchema,
  zoneFareFieldsSchema,
  zoneFareListSchema,
  zoneFareStream,
  zoneFieldsSchema,
  zoneListSchema,
  zonePairKey,
  zoneSchema,
  zoneStream,
} from '@chauffeur/contracts';
import {
  HttpProblem,
  afterQuerySchema,
  awaitPosition,
  commandResult,
  createOnce,
  etagOf,
  expectedRevisionOf,
  handleCommand,
  invalid,
  type CommandContext,
} from '@chauffeur/platform';
import { findVehicle } from '../../fleet/index';
import { zoneDecider, type ZoneCommand } from '../domain/zone-decider';
import { zoneFareDecider } from '../domain/zone-fare-decider';
import { findZone, listZoneFares, listZones } from '../projections/pricing-queries';
import type { PricingDeps } from '../module';

const idParams = z.object({ id: z.uuid('must be a zone id') });
const pairParams = z.object({ a: z.uuid('must be a zone id'), b: z.uuid('must be a zone id') });
const updateBody = zoneFieldsSchema.extend({ expectedRevision: z.number().int().nonnegative().optional() });
const revisionHeaders = z.object({ 'if-match': z.string().optional() });
const createHeaders = z.object({ 'idempotency-key': z.string().optional() });
const security = [{ bearerAuth: [] }];
const tags = ['admin: pricing'];

/** The admin's fare table: zones (CRUD as the vehicles) and the fixed fares of zone pairs (set / remove). */
export async function adminPricingRoutes(app: FastifyInstance, deps: PricingDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const context = (request: { actor: CommandContext['actor']; id: string }): CommandContext => ({
    actor: request.actor,
    requestId: request.id,
  });
  const runZone = (zoneId: string, command: ZoneCommand, ctx: CommandContext, expectedRevision?: bigint) =>
    handleCommand(deps.eventStore, {
      stream: zoneStream(zoneId),
      decider: zoneDecider,
      command,
      context: ctx,
      expectedRevision,
    });

  api.get(
    '/zones',
    { schema: { tags, security, querystring: afterQuerySchema, response: { 200: zoneListSchema } } },
    async (request, reply) => {
      await awaitPosition(deps, request.query.after, ['pricing'], reply);
      return { items: await listZones(deps.readStore) };
    },
  );

  api.get(
    '/zones/:id',
    {
      schema: {
        tags,
        security,
        params: idParams,
        querystring: afterQuerySchema,
        response: { 200: zoneSchema },
      },
    },
    async (request, reply) => {
      await awaitPosition(deps, request.query.after, ['pricing'], reply);
      const zone = await findZone(deps.readStore, request.params.id);
      if (!zone) throw new HttpProblem(404, 'Zone not found');
      return reply.header('etag', etagOf(zone.revision)).send(zone);
    },
  );

  api.post(
    '/zones',
    {
      schema: {
        tags,
        summary: 'DefineZone (accepts Idempotency-Key)',
        security,
        headers: createHeaders,
        body: zoneFieldsSchema,
        response: { 201: commandResultSchema },
      },
    },
    async (request, reply) => {
      const { id, outcome } = await createOnce(
        deps.eventStore,
        {
          scope: 'zone',
          key: request.headers['idempotency-key'],
          body: request.body,
          streamOf: zoneStream,
          newId: deps.newId,
        },
        (zoneId, idempotency) =>
          runZone(
            zoneId,
            { type: 'DefineZone', zoneId, fields: request.body },
            { ...context(request), idempotency },
          ),
      );
      return reply
        .code(201)
        .header('etag', etagOf(outcome.revision))
        .send(commandResult(id, outcome, deps));
    },
  );

  api.put(
    '/zones/:id',
    {
      schema: {
        tags,
        summary: 'ChangeZone (needs If-Match or expectedRevision)',
        security,
        params: idParams,
        headers: revisionHeaders,
        body: updateBody,
        response: { 200: commandResultSchema },
      },
    },
    async (request, reply) => {
      const { expectedRevision, ...fields } = request.body;
      const revision = expectedRevisionOf(request.headers['if-match'], expectedRevision, { required: true });
      const zoneId = request.params.id;
      const outcome = await runZone(
        zoneId,
        { type: 'ChangeZone', zoneId, fields },
        context(request),
        revision,
      );
      return reply.header('etag', etagOf(outcome.revision)).send(commandResult(zoneId, outcome, deps));
    },
  );

  api.delete(
    '/zones/:id',
    {
      schema: {
        tags,
        summary: 'RemoveZone (If-Match optional)',
        security,
        params: idParams,
        headers: revisionHeaders,
        response: { 200: commandResultSchema },
      },
    },
    async (request) => {
      const revision = expectedRevisionOf(request.headers['if-match'], undefined, { required: false });
      const zoneId = request.params.id;
      const outcome = await runZone(zoneId, { type: 'RemoveZone', zoneId }, context(request), revision);
      return commandResult(zoneId, outcome, deps);
    },
  );

  api.get(
    '/zone-fares',
    { schema: { tags, security, querystring: afterQuerySchema, response: { 200: zoneFareListSchema } } },
    async (request, reply) => {
      await awaitPosition(deps, request.query.after, ['pricing'], reply);
      return { items: await listZoneFares(deps.readStore) };
    },
  );

  api.put(
    '/zone-fares',
    {
      schema: {
        tags,
        summary:
          'SetZoneFares: every model’s fixed price between two zones, both directions (If-Match: the pair’s revision read; -1 for a pair without fares)',
        security,
        headers: revisionHeaders,
        body: zoneFareFieldsSchema,
        response: { 200: commandResultSchema },
      },
    },
    async (request) => {
      const { zone_ids, prices } = request.body;
      const zones = await Promise.all(zone_ids.map((id) => findZone(deps.readStore, id)));
      const missing = zone_ids.flatMap((id, i) =>
        zones[i] ? [] : [{ field: `body.zone_ids.${i}`, message: 'Zone not found' }],
      );
      if (missing.length > 0) throw invalid('A zone of this pair does not exist', missing);
      // A price for a model that does not exist would replace the pair's real ones with nothing a quote uses.
      const vehicles = await Promise.all(prices.map((p) => findVehicle(deps.readStore, p.vehicle_id)));
      const unknown = prices.flatMap((_, i) =>
        vehicles[i] ? [] : [{ field: `body.prices.${i}.vehicle_id`, message: 'Vehicle not found' }],
      );
      if (unknown.length > 0) throw invalid('A vehicle of these prices does not exist', unknown);
      const seen = expectedRevisionOf(request.headers['if-match'], undefined, { required: true })!;
      const outcome = await handleCommand(deps.eventStore, {
        stream: zoneFareStream(...zone_ids),
        decider: zoneFareDecider,
        // -1: the admin saw no fares for the pair. Its stream may still exist (fares set, then removed),
        // so that is the decider's to check; the append still refuses a stream that moved meanwhile.
        command: { type: 'SetZoneFares', zoneIds: zone_ids, prices, sawNone: seen === -1n },
        context: context(request),
        expectedRevision: seen === -1n ? undefined : seen,
      });
      return commandResult(zonePairKey(...zone_ids), outcome, deps);
    },
  );

  api.delete(
    '/zone-fares/:a/:b',
    {
      schema: {
        tags,
        summary: 'RemoveZoneFares: trips between the two zones go by the km again (needs If-Match)',
        security,
        params: pairParams,
        headers: revisionHeaders,
        response: { 200: commandResultSchema },
      },
    },
    async (request) => {
      const zoneIds: [string, string] = [request.params.a, request.params.b];
      const outcome = await handleCommand(deps.eventStore, {
        stream: zoneFareStream(...zoneIds),
        decider: zoneFareDecider,
        command: { type: 'RemoveZoneFares', zoneIds },
        context: context(request),
        expectedRevision: expectedRevisionOf(request.headers['if-match'], undefined, { required: true }),
      });
      return commandResult(zonePairKey(...zoneIds), outcome, deps);
    },
  );
}
