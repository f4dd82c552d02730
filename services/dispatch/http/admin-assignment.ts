import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { chauffeurAssignmentRequestSchema, commandResultSchema } from '@chauffeur/contracts';
import { commandResult, etagOf, expectedRevisionOf } from '@chauffeur/platform';
import { assignChauffeur } from '../commands/assign-chauffeur';
import type { DispatchDeps } from '../module';

const idParams = z.object({ id: z.uuid('must be a booking id') });
const revisionHeaders = z.object({ 'if-match': z.string().optional() });

/** `PUT /api/admin/bookings/:id/chauffeur` (issue 17): the booking page's Chauffeur picker. */
export async function adminAssignmentRoutes(app: FastifyInstance, deps: DispatchDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.put(
    '/bookings/:id/chauffeur',
    {
      schema: {
        tags: ['admin: bookings'],
        summary:
          'AssignChauffeur / UnassignChauffeur (chauffeur_id null); needs If-Match or expectedRevision',
        security: [{ bearerAuth: [] }],
        params: idParams,
        headers: revisionHeaders,
        body: chauffeurAssignmentRequestSchema,
        response: { 200: commandResultSchema.extend({ revision: z.number().int() }) },
      },
    },
    async (request, reply) => {
      const { chauffeur_id, expectedRevision } = request.body;
      const revision = expectedRevisionOf(request.headers['if-match'], expectedRevision, { required: true });
      const bookingId = request.params.id;
      const outcome = await assignChauffeur(
        deps,
        { bookingId, chauffeurId: chauffeur_id, expectedRevision: revision },
        { actor: request.actor, requestId: request.id },
      );
      return reply.header('etag', etagOf(outcome.revision)).send(commandResult(bookingId, outcome, deps));
    },
  );
}
