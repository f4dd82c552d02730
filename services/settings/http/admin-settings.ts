import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  commandResultSchema,
  SETTINGS_FIELDS,
  SETTINGS_ID,
  SETTINGS_STREAM,
  settingsPatchSchema,
  settingsSchema,
  type SettingsField,
} from '@chauffeur/contracts';
import { settingsDecider } from '../domain/settings-decider';
import { readSettings } from '../projections/settings-projection';
import type { SettingsDeps } from '../module';
import { commandResult, handleCommand } from '@chauffeur/platform';
import { afterQuerySchema, awaitPosition } from '@chauffeur/platform';
import { etagOf, expectedRevisionOf } from '@chauffeur/platform';

const security = [{ bearerAuth: [] }];
const tags = ['admin: settings'];

export async function adminSettingsRoutes(app: FastifyInstance, deps: SettingsDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/settings',
    { schema: { tags, security, querystring: afterQuerySchema, response: { 200: settingsSchema } } },
    async (request, reply) => {
      await awaitPosition(deps, request.query.after, ['system_settings'], reply);
      const settings = await readSettings(deps.readStore);
      return reply.header('etag', etagOf(settings.revision)).send(settings);
    },
  );

  api.patch(
    '/settings',
    {
      schema: {
        tags,
        security,
        summary: 'Changes exactly one setting (If-Match: the revision read; -1 while never changed)',
        headers: z.object({ 'if-match': z.string().optional() }),
        body: settingsPatchSchema,
        response: { 200: commandResultSchema.extend({ revision: z.number().int() }) },
      },
    },
    async (request) => {
      const { expectedRevision, ...patch } = request.body;
      const field = SETTINGS_FIELDS.find((name) => patch[name] !== undefined) as SettingsField;
      const outcome = await handleCommand(deps.eventStore, {
        stream: SETTINGS_STREAM,
        decider: settingsDecider,
        command: { type: 'ChangeSetting', field, value: patch[field]! },
        context: { actor: request.actor, requestId: request.id },
        expectedRevision: expectedRevisionOf(request.headers['if-match'], expectedRevision, {
          required: true,
        }),
      });
      return commandResult(SETTINGS_ID, outcome, deps);
    },
  );
}
