import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bookingTermsSchema, healthSchema, publicConfigSchema, LANGUAGES } from '@chauffeur/contracts';
import { readSettings } from '../../../settings/index';
import type { AppDeps } from '../app-deps';
import { createHealthReport } from './health-report';

export async function healthRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const report = createHealthReport({
    ...deps,
    logFailures: (failures) => app.log.warn({ failures }, 'health: degraded'),
  });

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
      const { ok, body } = await report();
      return reply
        .code(ok ? 200 : 503)
        .header('cache-control', 'no-store')
        .send(body);
    },
  );

  api.get(
    '/api/config',
    {
      schema: {
        tags: ['system'],
        summary: 'Public runtime configuration',
        // The booking terms ride along: the wizard reads them with their own schema (decision 278).
        response: { 200: publicConfigSchema.extend(bookingTermsSchema.shape) },
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
        automatic_confirmation: settings.enable_automatic_booking_confirmation,
        free_cancellation_hours: settings.free_cancellation_hours,
      };
    },
  );
}
