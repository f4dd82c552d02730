import type { FastifyPluginAsync, FastifyPluginOptions } from 'fastify';
import type { EventDefinition } from '@chauffeur/contracts';
import type { EventStore } from '@chauffeur/eventstore';
import type { Projection, ReadStore, WindowCounter } from '@chauffeur/projections';
import type { MailReaction } from './mail/mail-reaction';

/** Read-your-writes waits (`?after=`): resolves true once the named read models applied the position. */
export type ReadAfter = {
  waitFor(position: bigint, options: { names?: string[]; timeoutMs: number }): Promise<boolean>;
};

/**
 * What every module may be given, the same way everywhere: the log, the read store, read-after waits, the
 * clock and the id generator. A module's `Deps` picks from this (plus its own extras, e.g. a geocoder), so
 * a handler never calls `new Date()` or `randomUUID()` itself and a test can fix both.
 */
export type PlatformDeps = {
  eventStore: EventStore;
  readStore: ReadStore;
  projections: ReadAfter;
  /** The current time; tests pass a fixed clock. */
  now: () => Date;
  /** A new random id (a UUID in production) for a new stream. */
  newId: () => string;
  /** The read models events of these types change (a command's answer names them: `commandResult`). */
  readModelsOf: (eventTypes: readonly string[]) => string[];
  /** Rate limits' windows, shared by the API replicas when the read store is (rateCounterFor). */
  rateCounter: WindowCounter;
};

/**
 * What a feature module gives the platform. Each module exports one from its `module.ts`; the composition
 * root (services/api/src/modules.ts) lists them, and the app, the projection runner, the mail reactor and
 * the event catalogue are built from that list, so a feature is registered in one place: its module.ts.
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
  /** The event types its streams hold (its `events.ts`), in the order docs/events.md lists them. */
  readonly events?: readonly EventDefinition[];
  /** The e-mails its events cause, handed to the one mail reactor. */
  readonly mailReactions?: readonly MailReaction[];
}
