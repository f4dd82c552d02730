import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  assignmentCandidatesSchema,
  carAssignmentRequestSchema,
  chauffeurAssignmentRequestSchema,
  commandResultSchema,
} from '@chauffeur/contracts';
import { commandResult, etagOf, expectedRevisionOf } from '@chauffeur/platform';
import { assignCar } from '../commands/assign-car';
import { assignChauffeur } from '../commands/assign-chauffeur';
import type { DispatchDeps } from '../module';
import { assignmentCandidates } from '../queries/assignment-candidates';

const idParams = z.object({ id: z.uuid('must be a booking id') });
const revisionHeaders = z.object({ 'if-match': z.string().optional() });
const assignedSchema = commandResultSchema.extend({ revision: z.number().int() });

/**
 * `PUT /api/admin/bookings/:id/chauffeur` and `/car` (issue 17): the booking page's pickers and the dispatch
 * board; `GET /api/admin/bookings/:id/candidates`: who and what is free for the ride.
 */
export async function adminAssignmentRoutes(app: FastifyInstance, deps: DispatchDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.put(
    '/bookings/:id/chauffeur',
    {
      schema: {
        tags: ['admin: bookings'],
        summary:
          'AssignChauffeur / UnassignChauffeur (chauffeur_id null); needs If-Match or expectedRevision; 409 when the chauffeur has an overlapping ride',
        security: [{ bearerAuth: [] }],
        params: idParams,
        headers: revisionHeaders,
        body: chauffeurAssignmentRequestSchema,
        response: { 200: assignedSchema },
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

  api.put(
    '/bookings/:id/car',
    {
      schema: {
        tags: ['admin: bookings'],
        summary:
          "AssignCar / UnassignCar (car_id null): one of the booked model's active cars; needs If-Match or expectedRevision; 409 when the car has an overlapping ride",
        security: [{ bearerAuth: [] }],
        params: idParams,
        headers: revisionHeaders,
        body: carAssignmentRequestSchema,
        response: { 200: assignedSchema },
      },
    },
    async (request, reply) => {
      const { car_id, expectedRevision } = request.body;
      const revision = expectedRevisionOf(request.headers['if-match'], expectedRevision, { required: true });
      const bookingId = request.params.id;
      const outcome = await assignCar(
        deps,
        { bookingId, carId: car_id, expectedRevision: revision },
        { actor: request.actor, requestId: request.id },
      );
      return reply.header('etag', etagOf(outcome.revision)).send(commandResult(bookingId, outcome, deps));
    },
  );

  api.get(
    '/bookings/:id/candidates',
    {
      schema: {
        tags: ['admin: bookings'],
        summary:
          "The booked model's active cars and the active chauffeurs, each free for the ride or busy with another (busy_with)",
        security: [{ bearerAuth: [] }],
        params: idParams,
        response: { 200: assignmentCandidatesSchema },
      },
    },
    async (request) => assignmentCandidates(deps, request.params.id),
  );
}
