import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { healthSchema, publicConfigSchema, LANGUAGES } from '@chauffeur/contracts';
import { readSettings } from '../../../settings/index';
import { EventStoreUnavailable } from '@chauffeur/eventstore';
import type { AppDeps } from '../app-deps';

/**
 * A read model this far behind the log serves a stale picture: health says so (503). Time, not a count of
 * events, so that a burst of bookings under load does not flip it, while a stuck projector does.
 */
export const PROJECTION_LAG_LIMIT_MS = 60_000;

const check = async (kind: string, ping: () => Promise<void>) => {
  try {
    await ping();
    return { kind, ok: true };
  } catch (error) {
    const reason = error instanceof EventStoreUnavailable ? { reason: error.reason } : {};
    return { kind, ok: false, error: error instanceof Error ? error.message : String(error), ...reason };
  }
};

/** Failed and lagging read models, from the projectors' own status (or the checkpoints, on a replica). */
async function projectionsHealth(projections: AppDeps['projections']) {
  const statuses = await projections.status();
  const summary = (status: (typeof statuses)[number]) => ({
    name: status.name,
    state: status.state,
    lag_events: status.lag_events,
    lag_ms: status.lag_ms,
    ...(status.error ? { error: status.error.message } : {}),
  });
  const failed = statuses.filter((status) => status.state === 'failed').map(summary);
  const lagging = statuses
    .filter((status) => status.state !== 'failed' && status.lag_ms > PROJECTION_LAG_LIMIT_MS)
    .map(summary);
  return { ok: failed.length === 0 && lagging.length === 0, failed, lagging };
}

export async function healthRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Checks both stores, that the log takes writes and that every read model is live',
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (_request, reply) => {
      const [eventStore, readStore] = await Promise.all([
        check(deps.eventStore.kind, () => deps.eventStore.ping()),
        check(deps.readStore.kind, () => deps.readStore.ping()),
      ]);
      // Without a readable log the projections' status cannot be known: the event store already says why.
      const unknown = { ok: false, failed: [], lagging: [] };
      const projections = eventStore.ok
        ? await projectionsHealth(deps.projections).catch(() => unknown)
        : unknown;
      const ok = eventStore.ok && readStore.ok && projections.ok;
      return reply
        .code(ok ? 200 : 503)
        .header('cache-control', 'no-store')
        .send({
          status: ok ? 'ok' : 'degraded',
          event_store: eventStore,
          read_store: readStore,
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
