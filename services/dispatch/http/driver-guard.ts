import type { FastifyRequest } from 'fastify';
import { HttpProblem, requireUser } from '@chauffeur/platform';

/**
 * Guard of every `/api/driver/*` route (issue 17): 401 without a valid access token, 403 for an account
 * that is not a `driver`. A simple role test for now: the merge switches it to the permission table that
 * is being built for staff roles (point 7).
 */
export async function requireDriver(request: FastifyRequest): Promise<void> {
  await requireUser(request);
  if (request.actor.kind !== 'user' || request.actor.role !== 'driver')
    throw new HttpProblem(403, 'This page is for chauffeurs');
}
