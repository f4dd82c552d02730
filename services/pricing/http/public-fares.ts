import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { publicZoneFareListSchema } from '@chauffeur/contracts';
import { afterQuerySchema, awaitPosition } from '@chauffeur/platform';
import { listVehicles } from '../../fleet/index';
import { publicZoneFares } from '../projections/pricing-queries';
import type { PricingDeps } from '../module';

/** The fixed fares the service pages show for the routes their plans name (the quote's own table). */
export async function publicFareRoutes(app: FastifyInstance, deps: PricingDeps): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/zone-fares',
    {
      schema: {
        tags: ['pricing'],
        summary: 'Fixed fares between zones (both directions), per vehicle model that exists',
        querystring: afterQuerySchema,
        response: { 200: publicZoneFareListSchema },
      },
    },
    async (request, reply) => {
      await awaitPosition(deps, request.query.after, ['pricing', 'vehicles'], reply);
      const vehicles = await listVehicles(deps.readStore);
      return { items: await publicZoneFares(deps.readStore, new Set(vehicles.map((v) => v.id))) };
    },
  );
}
