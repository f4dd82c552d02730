import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { carFieldsSchema, commandResultSchema } from '@chauffeur/contracts';
import { commandResult, etagOf, expectedRevisionOf, type CommandContext } from '@chauffeur/platform';
import { addCar, removeCar, updateCar } from '../commands/car-commands';
import type { FleetDeps } from '../module';

const vehicleParams = z.object({ id: z.uuid('must be a vehicle id') });
const carParams = vehicleParams.extend({ carId: z.uuid('must be a car id') });
const revisionHeaders = z.object({ 'if-match': z.string().optional() });
const security = [{ bearerAuth: [] }];
const tags = ['admin: vehicles'];

/**
 * The cars of a model (issue 17, point 2): `/api/admin/vehicles/:id/cars[/:carId]`. Each answers the
 * model's stream revision (its ETag), which the vehicle form sends back; If-Match is optional here, as a
 * car change never overwrites another car's.
 */
export async function adminCarRoutes(app: FastifyInstance, deps: FleetDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const context = (request: { actor: CommandContext['actor']; id: string }): CommandContext => ({
    actor: request.actor,
    requestId: request.id,
  });
  const revisionOf = (ifMatch: string | undefined) =>
    expectedRevisionOf(ifMatch, undefined, { required: false });

  api.post(
    '/vehicles/:id/cars',
    {
      schema: {
        tags,
        summary: 'AddCar: a car (plate, colour, active) of this model; plates are unique in the fleet',
        security,
        params: vehicleParams,
        headers: revisionHeaders,
        body: carFieldsSchema,
        response: { 201: commandResultSchema },
      },
    },
    async (request, reply) => {
      const carId = deps.newId();
      const outcome = await addCar(
        deps,
        request.params.id,
        carId,
        request.body,
        context(request),
        revisionOf(request.headers['if-match']),
      );
      return reply
        .code(201)
        .header('etag', etagOf(outcome.revision))
        .send(commandResult(carId, outcome, deps));
    },
  );

  api.put(
    '/vehicles/:id/cars/:carId',
    {
      schema: {
        tags,
        summary: 'UpdateCar: plate, colour, active',
        security,
        params: carParams,
        headers: revisionHeaders,
        body: carFieldsSchema,
        response: { 200: commandResultSchema },
      },
    },
    async (request, reply) => {
      const { id, carId } = request.params;
      const outcome = await updateCar(
        deps,
        id,
        carId,
        request.body,
        context(request),
        revisionOf(request.headers['if-match']),
      );
      return reply.header('etag', etagOf(outcome.revision)).send(commandResult(carId, outcome, deps));
    },
  );

  api.delete(
    '/vehicles/:id/cars/:carId',
    {
      schema: {
        tags,
        summary: 'RemoveCar',
        security,
        params: carParams,
        headers: revisionHeaders,
        response: { 200: commandResultSchema },
      },
    },
    async (request, reply) => {
      const { id, carId } = request.params;
      const outcome = await removeCar(
        deps,
        id,
        carId,
        context(request),
        revisionOf(request.headers['if-match']),
      );
      return reply.header('etag', etagOf(outcome.revision)).send(commandResult(carId, outcome, deps));
    },
  );
}
