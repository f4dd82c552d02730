import type { EventStore } from '@chauffeur/eventstore';
import type { ReadStore, WindowCounter } from '@chauffeur/projections';
import type { Config } from './config';
import type { MailReactorStatus } from '@chauffeur/platform';
import type { ProjectionsControl } from './projections-control';
import type { AuthDeps } from '../../accounts/index';
import type { RoutingService } from '../../geo/index';
import type { Geocoder } from '../../geo/index';

/** Everything the HTTP layer needs, built once in main (or by a test). */
export interface AppDeps {
  config: Pick<Config, 'mapStyleUrl' | 'webDist' | 'logLevel' | 'env' | 'trustProxy'>;
  eventStore: EventStore;
  readStore: ReadStore;
  projections: ProjectionsControl;
  jwtSecret: string;
  /** The site's address (SITE_URL): the start of links the API writes into files, as the e-mails' links. */
  siteUrl: string;
  /** Session store, password hasher and the designated admin address. */
  auth: AuthDeps;
  routing: RoutingService;
  geocoder: Geocoder;
  /** The current time; tests pass a fixed clock. */
  now: () => Date;
  /** A new random id for a new stream; default randomUUID. */
  newId?: () => string;
  /** Where admin uploads are stored and served from (/uploads/); default ./data/uploads. */
  uploadsDir?: string;
  /** Multiplies the per-address limits of public writes (plugins/public-rate-limit.ts); default 1. */
  publicRateLimitScale?: number;
  /** Where rate limits count; default rateCounterFor(readStore): MongoDB's shared windows, else memory. */
  rateCounter?: WindowCounter;
  /** The e-mail reactor's status, in the process that runs it. */
  mailStatus?: () => MailReactorStatus;
}
