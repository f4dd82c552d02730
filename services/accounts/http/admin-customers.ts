import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { customerPageSchema } from '@chauffeur/contracts';
import { countBookingsByEmail } from '../../bookings/index';
import { listUsers } from '../projections/user-queries';
import type { AccountsDeps } from '../module';
import { afterQuerySchema, awaitPosition } from '@chauffeur/platform';

/** SPEC 2 customers: accounts newest first, searchable on e-mail, each with its number of bookings. */
export async function adminCustomerRoutes(app: FastifyInstance, deps: AccountsDeps): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/customers',
    {
      schema: {
        tags: ['admin: customers'],
        security: [{ bearerAuth: [] }],
        summary: 'Accounts with their booking counts; q: case-insensitive substring of the e-mail',
        querystring: afterQuerySchema.extend({
          q: z.string().trim().max(200, 'must be at most 200 characters').optional(),
          limit: z.coerce.number().int().min(1).max(500).default(100),
          offset: z.coerce.number().int().min(0).default(0),
        }),
        response: { 200: customerPageSchema },
      },
    },
    async (request, reply) => {
      const { after, q, limit, offset } = request.query;
      await awaitPosition(deps, after, ['users', 'bookings'], reply);
      const page = await listUsers(deps.readStore, { q, limit, offset });
      const counts = await countBookingsByEmail(
        deps.readStore,
        page.items.map((user) => user.email),
      );
      return {
        items: page.items.map((user) => ({ ...user, booking_count: counts.get(user.email) ?? 0 })),
        total: page.total,
      };
    },
  );
}
