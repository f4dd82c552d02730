import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { vehicleListSchema } from '@chauffeur/contracts';
import { listVehicles } from '../projections/vehicle-queries';
import type { FleetDeps } from '../module';
import { afterQuerySchema, awaitPosition } from '@chauffeur/platform';

export async function publicVehicleRoutes(app: FastifyInstance, deps: FleetDeps): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/vehicles',
    {
      schema: {
        tags: ['vehicles'],
        summary: 'The fleet, cheapest per km first',
        querystring: afterQuerySchema,
        response: { 200: vehicleListSchema },
      },
    },
    async (request, reply) => {
      await awaitPosition(deps, request.query.after, ['vehicles'], reply);
      return { items: await listVehicles(deps.readStore) };
    },
  );
}
