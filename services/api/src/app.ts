import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import compress from '@fastify/compress';
import { constants as zlibConstants } from 'node:zlib';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppDeps } from './app-deps';
import {
  LiveHub,
  readModelsOf,
  registerCacheControl,
  registerErrorHandler,
  registerJsonBodyParser,
  registerOpenApi,
  registerPublicRateLimit,
  rateCounterFor,
  requestIdFor,
  requireAdmin,
} from '@chauffeur/platform';
import { registerAuth } from '../../accounts/index';
import { driverAudience } from '../../dispatch/index';
import { registerWebApp } from './http/web-app';
import { healthRoutes } from './http/health';
import { adminProjectionRoutes } from './http/admin-projections';
import { adminHistoryRoutes } from './http/admin-history';
import { adminActivityRoutes } from './http/admin-activity';
import { adminUploadRoutes } from './http/admin-uploads';
import { adminLiveRoutes, adminLiveTicketGuard } from './http/admin-live';
import { loggableUrl } from './http/loggable-url';
import { driverLiveRoutes } from './http/driver-live';
import { uploadsStaticRoutes } from './http/uploads-static';
import { modulePorts, modules, type ModuleDeps } from './modules';

export interface RegisteredRoute {
  method: string;
  url: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route as registered, so tests can walk them (e.g. every admin route must be guarded). */
    registeredRoutes: RegisteredRoute[];
  }
}

const BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * Every route under /api/admin: registered behind the admin guard, so none can be forgotten. Each module's
 * admin routes, then the composition root's own (projections, uploads, live).
 */
async function adminRoutes(
  app: FastifyInstance,
  deps: AppDeps & ModuleDeps,
  extra: AdminExtras,
): Promise<void> {
  // The live stream may instead carry a one-minute ticket (EventSource sends no headers): http/admin-live.ts.
  app.addHook('onRequest', async (request) => {
    if (!(await adminLiveTicketGuard(request))) await requireAdmin(request);
  });
  for (const module of modules) if (module.adminRoutes) await app.register(module.adminRoutes, deps);
  await app.register(adminProjectionRoutes, deps);
  await app.register(adminHistoryRoutes, deps);
  await app.register(adminActivityRoutes, deps);
  await app.register(adminUploadRoutes, { uploadsDir: extra.uploadsDir });
  await app.register(adminLiveRoutes, { hub: extra.liveHub });
}

interface AdminExtras {
  uploadsDir: string;
  liveHub: LiveHub;
}

/** The HTTP app, without listening: main starts it, tests use `inject`. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      deps.config.env === 'test'
        ? false
        : {
            level: deps.config.logLevel,
            // Tokens never reach the log, whatever a serializer is later told to include.
            redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
            // Secrets that travel in URLs (live tickets, old account links, manage links) never reach it.
            serializers: {
              req: (request: { method: string; url: string; ip?: string }) => ({
                method: request.method,
                url: loggableUrl(request.url),
                remoteAddress: request.ip,
              }),
            },
          },
    // Behind a proxy, the client's address (rate limits) and protocol (Secure cookie) come from it.
    trustProxy: deps.config.trustProxy,
    genReqId: requestIdFor,
    requestIdHeader: false,
    bodyLimit: BODY_LIMIT_BYTES,
    return503OnClosing: true,
    routerOptions: { ignoreTrailingSlash: true },
  });
  const routes: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', routes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url });
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  registerErrorHandler(app);
  // Depth and size are capped before any code looks at a body (issue 13).
  registerJsonBodyParser(app);
  registerCacheControl(app);
  // One counter for every rate limit of this process: shared by the replicas when the read store is.
  const rateCounter = deps.rateCounter ?? rateCounterFor(deps.readStore, (message) => app.log.warn(message));
  registerPublicRateLimit(app, { scale: deps.publicRateLimitScale, now: deps.now, counter: rateCounter });

  // The SPA's scripts and the JSON answers travel compressed; a moderate Brotli level keeps it cheap on the fly.
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        'img-src': ["'self'", 'data:', 'blob:', 'https:'],
        'connect-src': [
          "'self'",
          ...(deps.config.mapStyleUrl ? [new URL(deps.config.mapStyleUrl).origin] : []),
        ],
        'worker-src': ["'self'", 'blob:'],
      },
    },
  });
  // Every module is given the same deps, built once: the clock, the id generator and the stores included.
  const moduleDeps: AppDeps & ModuleDeps = {
    ...deps,
    newId: deps.newId ?? randomUUID,
    readModelsOf: readModelsOf(deps.projections.projections),
    rateCounter,
    ...modulePorts(deps),
  };
  await registerAuth(app, moduleDeps);
  await registerOpenApi(app);

  await app.register(healthRoutes, deps);
  for (const module of modules) if (module.routes) await app.register(module.routes, moduleDeps);
  const uploadsDir = deps.uploadsDir ?? join(process.cwd(), 'data', 'uploads');
  // One hub for the admin panel and the driver's page: each driver hears of their own rides (decision 236).
  const liveHub = new LiveHub(
    deps.eventStore,
    deps.projections,
    driverAudience({ eventStore: deps.eventStore, readStore: deps.readStore, now: deps.now }),
  );
  app.addHook('onClose', async () => liveHub.stop());
  await app.register(driverLiveRoutes, { hub: liveHub, readStore: deps.readStore, prefix: '/api/driver' });
  await app.register(async (admin) => adminRoutes(admin, moduleDeps, { uploadsDir, liveHub }), {
    prefix: '/api/admin',
  });
  await app.register(uploadsStaticRoutes, { uploadsDir });
  await registerWebApp(app, deps.config.webDist);
  return app;
}
