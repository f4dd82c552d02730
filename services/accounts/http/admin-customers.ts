import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { customerDetailSchema, customerKeySchema, customerPageSchema } from '@chauffeur/contracts';
import { afterQuerySchema, awaitPosition, HttpProblem } from '@chauffeur/platform';
import { readerLanguage } from '../../bookings/index';
import { findCustomer, listCustomers } from '../projections/customer-queries';
import { placesIn } from '../projections/places-in-language';
import type { AccountsDeps } from '../module';

const tags = ['admin: customers'];
const security = [{ bearerAuth: [] }];

/**
 * SPEC 2 customers, all of them (issue 17): everyone who booked or signed up, one per e-mail, and one
 * customer's page with their bookings. Admin-only: registered under /api/admin, behind its guard.
 */
export async function adminCustomerRoutes(app: FastifyInstance, deps: AccountsDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/customers',
    {
      schema: {
        tags,
        security,
        summary:
          'Customers, latest activity first; q: case-insensitive substring of the name, e-mail or phone',
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
      await awaitPosition(deps, after, ['customers'], reply);
      return { ...(await listCustomers(deps.readStore, { q, limit, offset })), limit, offset };
    },
  );

  api.get(
    '/customers/:key',
    {
      schema: {
        tags,
        security,
        summary:
          "One customer (by the key the list gives) with their bookings, latest pickup first; places in the reader's language (?lng, cookie, Accept-Language)",
        params: z.object({ key: customerKeySchema }),
        querystring: afterQuerySchema,
        response: { 200: customerDetailSchema },
      },
    },
    async (request, reply) => {
      await awaitPosition(deps, request.query.after, ['customers'], reply);
      const customer = await findCustomer(deps.readStore, request.params.key);
      if (!customer) throw new HttpProblem(404, 'Customer not found');
      // Decision 291: their bookings' places in the admin's language, whatever language each was booked in.
      const language = readerLanguage(request);
      return { ...customer, bookings: customer.bookings.map((booking) => placesIn(booking, language)) };
    },
  );
}
