import type { FastifyPluginAsync, FastifyPluginOptions } from 'fastify';
import type { Projection } from '@chauffeur/projections';

/**
 * What a feature module gives the platform. Each module exports one from its `module.ts`; the composition
 * root (services/api/src/modules.ts) lists them, and the app, the projection runner, the mail reactor and
 * the event catalogue are built from that list, so a feature is registered in one place.
 *
 * `Deps` is what the module's routes need (a slice of the app's dependencies, declared by the module): the
 * routes are Fastify plugins that receive it as their options, the one way dependencies reach a module.
 */
export interface FeatureModule<Deps extends FastifyPluginOptions = FastifyPluginOptions> {
  readonly name: string;
  /** Public routes, registered at the root. */
  readonly routes?: FastifyPluginAsync<Deps>;
  /** Routes under /api/admin, registered behind the admin guard. */
  readonly adminRoutes?: FastifyPluginAsync<Deps>;
  /** The read models it projects from the log. */
  readonly projections?: readonly Projection[];
}
