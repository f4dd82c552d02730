import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { healthSchema, publicConfigSchema, LANGUAGES } from '@chauffeur/contracts';
import { readSettings } from '@chauffeur/projections';
import type { AppDeps } from '../app-deps';

const check = async (kind: string, ping: () => Promise<void>) => {
  try {
    await ping();
    return { kind, ok: true };
  } catch (error) {
    return { kind, ok: false, error: error instanceof Error ? error.message : String(error) };
  }
};

export async function healthRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Checks both stores',
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (_request, reply) => {
      const [eventStore, readStore] = await Promise.all([
        check(deps.eventStore.kind, () => deps.eventStore.ping()),
        check(deps.readStore.kind, () => deps.readStore.ping()),
      ]);
      const ok = eventStore.ok && readStore.ok;
      return reply
        .code(ok ? 200 : 503)
        .header('cache-control', 'no-store')
        .send({ status: ok ? 'ok' : 'degraded', event_store: eventStore, read_store: readStore });
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
