import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { registerErrorHandler } from '@chauffeur/platform';
import { registerOpenApi } from '@chauffeur/platform';

/**
 * A bare Fastify app for testing a group of routes on its own: the zod validator and serializer, the
 * problem+json error handler and, on request, the OpenAPI document; no stores, no auth, no web app.
 */
export async function buildBareApp(
  register: (app: FastifyInstance) => Promise<void>,
  options: { openApi?: boolean } = {},
): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  if (options.openApi) await registerOpenApi(app);
  await register(app);
  await app.ready();
  return app;
}
