import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { healthSchema, publicConfigSchema, LANGUAGES } from '@chauffeur/contracts';
import { readSettings } from '../../../settings/index';
import { EventStoreUnavailable } from '@chauffeur/eventstore';
import type { AppDeps } from '../app-deps';
import { projectionsHealth, ReconnectingSince } from './projections-health';

const check = async (kind: string, ping: () => Promise<void>) => {
  try {
    await ping();
    return { kind, ok: true };
  } catch (error) {
    const reason = error instanceof EventStoreUnavailable ? { reason: error.reason } : {};
    return { kind, ok: false, error: error instanceof Error ? error.message : String(error), ...reason };
  }
};

export async function healthRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const reconnectingSince = new ReconnectingSince();

  /** The projections' health by the rule of projections-health.ts, from their status in this process. */
  const readModels = async () => {
    const statuses = await deps.projections.status();
    const now = deps.now();
    return projectionsHealth(statuses, reconnectingSince.observe(statuses, now), now);
  };

  api.get(
    '/api/health',
    {
      schema: {
        tags: ['system'],
        summary:
          'Checks both stores, that the log takes writes and that no read model failed, lags or keeps reconnecting',
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (_request, reply) => {
      const [eventStore, readStore] = await Promise.all([
        check(deps.eventStore.kind, () => deps.eventStore.ping()),
        check(deps.readStore.kind, () => deps.readStore.ping()),
      ]);
      // Without a readable log the projections' status cannot be known: the event store already says why.
      const unknown = { ok: false, failed: [], lagging: [], reconnecting: [], rebuilding: [] };
      const projections = eventStore.ok ? await readModels().catch(() => unknown) : unknown;
      const ok = eventStore.ok && readStore.ok && projections.ok;
      const follows = deps.projections.watchMode;
      return reply
        .code(ok ? 200 : 503)
        .header('cache-control', 'no-store')
        .send({
          status: ok ? 'ok' : 'degraded',
          event_store: eventStore,
          read_store: follows ? { ...readStore, follows } : readStore,
          projections,
        });
    },
  );

  api.get(
    '/api/config',
    {
      schema: {
        tags: ['system'],
        summary: 'Public runtime configuration',
        response: { 200: publicConfigSchema },
      },
    },
    async () => {
      const settings = await readSettings(deps.readStore);
      return {
        currency: settings.default_currency,
        languages: [...LANGUAGES],
        default_language: 'en' as const,
        map_style_url: deps.config.mapStyleUrl,
        maintenance_mode: settings.maintenance_mode,
        booking_lead_time_hours: settings.booking_lead_time_hours,
      };
    },
  );
}
