import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { projectionStatusSchema, projectionsOverviewSchema } from '@chauffeur/contracts';
import type { AppDeps } from '../app-deps';
import { HttpProblem } from '@chauffeur/platform';
import { checkStore } from './health-report';

const security = [{ bearerAuth: [] }];

const alreadyRebuilding = (name: string) =>
  new HttpProblem(409, `A rebuild of ${name} is already running. Wait for it to finish.`);

export async function adminProjectionRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  /**
   * Rebuilds asked through this process and not finished. Two rebuilds of one read model at once would
   * drop each other's tables and checkpoints: the second is refused (409), whether this process or the
   * runner's own status (a background rebuild of a new version) says one runs.
   */
  const rebuilding = new Set<string>();

  api.get(
    '/projections',
    {
      schema: {
        tags: ['admin: projections'],
        security,
        summary:
          'Every projection, the reactors (e-mail) of this process, and both stores as health checks them',
        response: { 200: projectionsOverviewSchema },
      },
    },
    async () => {
      const [items, eventStore, readStore] = await Promise.all([
        deps.projections.status(),
        checkStore(deps.eventStore.kind, () => deps.eventStore.ping()),
        checkStore(deps.readStore.kind, () => deps.readStore.ping()),
      ]);
      const store = ({ ok, error }: { ok: boolean; error?: string }) =>
        error === undefined ? { ok } : { ok, error };
      return {
        items,
        reactors: deps.mailStatus ? [deps.mailStatus()] : [],
        stores: { event_store: store(eventStore), read_store: store(readStore) },
      };
    },
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
        description:
          'Answers 202 at once (the list shows its progress) or 200 once rebuilt with `wait=true`; 409 while a rebuild of that read model runs.',
      },
    },
    async (request, reply) => {
      const { name } = request.params;
      if (!deps.projections.has(name)) {
        throw new HttpProblem(404, `Unknown projection ${name}. Known: ${deps.projections.names.join(', ')}`);
      }
      // Claimed before the first await: a second request arriving meanwhile sees it.
      if (rebuilding.has(name)) throw alreadyRebuilding(name);
      rebuilding.add(name);
      let done: Promise<void>;
      try {
        const current = (await deps.projections.status()).find((s) => s.name === name);
        if (current?.state === 'rebuilding') throw alreadyRebuilding(name);
        done = deps.projections.rebuild(name).finally(() => rebuilding.delete(name));
      } catch (error) {
        rebuilding.delete(name);
        throw error;
      }
      if (request.query.wait === 'true') await done;
      else done.catch((error: unknown) => request.log.error({ err: error }, `rebuild of ${name} failed`));
      const status = (await deps.projections.status()).find((s) => s.name === name)!;
      return reply.code(request.query.wait === 'true' ? 200 : 202).send(status);
    },
  );
}
