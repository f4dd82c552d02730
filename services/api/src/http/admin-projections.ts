import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { projectionStatusSchema, projectionsOverviewSchema } from '@chauffeur/contracts';
import type { AppDeps } from '../app-deps';
import { HttpProblem } from '@chauffeur/platform';

const security = [{ bearerAuth: [] }];

export async function adminProjectionRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/projections',
    {
      schema: {
        tags: ['admin: projections'],
        security,
        summary: 'Every projection, and the reactors (e-mail) of this process',
        response: { 200: projectionsOverviewSchema },
      },
    },
    async () => ({
      items: await deps.projections.status(),
      reactors: deps.mailStatus ? [deps.mailStatus()] : [],
    }),
  );

  api.post(
    '/projections/:name/rebuild',
    {
      schema: {
        tags: ['admin: projections'],
        summary: 'Rebuilds one read model from the whole log; the others keep serving',
        security,
        params: z.object({ name: z.string().min(1).max(100) }),
        querystring: z.object({ wait: z.enum(['true', 'false']).default('false') }),
        response: { 200: projectionStatusSchema, 202: projectionStatusSchema },
      },
    },
    async (request, reply) => {
      const { name } = request.params;
      if (!deps.projections.has(name)) {
        throw new HttpProblem(404, `Unknown projection ${name}. Known: ${deps.projections.names.join(', ')}`);
      }
      const rebuilding = deps.projections.rebuild(name);
      if (request.query.wait === 'true') await rebuilding;
      else
        rebuilding.catch((error: unknown) => request.log.error({ err: error }, `rebuild of ${name} failed`));
      const status = (await deps.projections.status()).find((s) => s.name === name)!;
      return reply.code(request.query.wait === 'true' ? 200 : 202).send(status);
    },
  );
}
