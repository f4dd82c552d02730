import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminVehicleSchema,
  commandResultSchema,
  vehicleFieldsSchema,
  vehicleListSchema,
  vehicleStream,
} from '@chauffeur/contracts';
import { vehicleDecider, type VehicleCommand } from '../domain/vehicle-decider';
import { findAdminVehicle, listVehicles } from '../projections/vehicle-queries';
import { removeVehicle } from '../commands/car-commands';
import type { FleetDeps } from '../module';
import { commandResult, handleCommand, type CommandContext } from '@chauffeur/platform';
import { createOnce } from '@chauffeur/platform';
import { HttpProblem } from '@chauffeur/platform';
import { afterQuerySchema, awaitPosition } from '@chauffeur/platform';
import { etagOf, expectedRevisionOf } from '@chauffeur/platform';

const idParams = z.object({ id: z.uuid('must be a vehicle id') });
const updateBody = vehicleFieldsSchema.extend({
  expectedRevision: z.number().int().nonnegative().optional(),
});
const revisionHeaders = z.object({ 'if-match': z.string().optional() });
const createHeaders = z.object({ 'idempotency-key': z.string().optional() });
const security = [{ bearerAuth: [] }];

export async function adminVehicleRoutes(app: FastifyInstance, deps: FleetDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const context = (request: { actor: CommandContext['actor']; id: string }): CommandContext => ({
    actor: request.actor,
    requestId: request.id,
  });
  const run = (vehicleId: string, command: VehicleCommand, ctx: CommandContext, expectedRevision?: bigint) =>
    handleCommand(deps.eventStore, {
      stream: vehicleStream(vehicleId),
      decider: vehicleDecider,
      command,
      context: ctx,
      expectedRevision,
    });

  api.get(
    '/vehicles',
    {
      schema: {
        tags: ['admin: vehicles'],
        security,
        querystring: afterQuerySchema,
        response: { 200: vehicleListSchema },
      },
    },
    async (request, reply) => {
      await awaitPosition(deps, request.query.after, ['vehicles'], reply);
      return { items: await listVehicles(deps.readStore) };
    },
  );

  api.get(
    '/vehicles/:id',
    {
      schema: {
        tags: ['admin: vehicles'],
        security,
        params: idParams,
        querystring: afterQuerySchema,
        response: { 200: adminVehicleSchema },
      },
    },
    async (request, reply) => {
      // With its cars (issue 17), which the admin's vehicle form manages.
      await awaitPosition(deps, request.query.after, ['vehicles', 'vehicle_cars'], reply);
      const vehicle = await findAdminVehicle(deps.readStore, request.params.id);
      if (!vehicle) throw new HttpProblem(404, 'Vehicle not found');
      return reply.header('etag', etagOf(vehicle.revision)).send(vehicle);
    },
  );

  api.post(
    '/vehicles',
    {
      schema: {
        tags: ['admin: vehicles'],
        summary: 'AddVehicle (accepts Idempotency-Key)',
        security,
        headers: createHeaders,
        body: vehicleFieldsSchema,
        response: { 201: commandResultSchema },
      },
    },
    async (request, reply) => {
      const { id, outcome } = await createOnce(
        deps.eventStore,
        {
          scope: 'vehicle',
          key: request.headers['idempotency-key'],
          body: request.body,
          streamOf: vehicleStream,
          newId: deps.newId,
        },
        (vehicleId, idempotency) =>
          run(
            vehicleId,
            { type: 'AddVehicle', vehicleId, fields: request.body },
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
    '/vehicles/:id',
    {
      schema: {
        tags: ['admin: vehicles'],
        summary: 'UpdateVehicle (needs If-Match or expectedRevision)',
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
      const vehicleId = request.params.id;
      const outcome = await run(
        vehicleId,
        { type: 'UpdateVehicle', vehicleId, fields },
        context(request),
        revision,
      );
      return reply.header('etag', etagOf(outcome.revision)).send(commandResult(vehicleId, outcome, deps));
    },
  );

  api.delete(
    '/vehicles/:id',
    {
      schema: {
        tags: ['admin: vehicles'],
        summary: 'RemoveVehicle (If-Match optional)',
        security,
        params: idParams,
        headers: revisionHeaders,
        response: { 200: commandResultSchema },
      },
    },
    async (request) => {
      const revision = expectedRevisionOf(request.headers['if-match'], undefined, { required: false });
      const vehicleId = request.params.id;
      // Refused while upcoming bookings use it (decision 251); its cars' plates are given up with it
      // (car-commands.ts).
      const upcomingBookings = await deps.upcomingBookingsOfModel(vehicleId, deps.now());
      const outcome = await removeVehicle(deps, { vehicleId, upcomingBookings }, context(request), revision);
      return commandResult(vehicleId, outcome, deps);
    },
  );
}
