import type { EventStore } from '@chauffeur/eventstore';
import type { ReadStore } from '@chauffeur/projections';
import type { Config } from './config';
import type { ProjectionsControl } from './projections-control';

/** Everything the HTTP layer needs, built once in main (or by a test). */
export interface AppDeps {
  config: Pick<Config, 'mapStyleUrl' | 'webDist' | 'logLevel' | 'env'>;
  eventStore: EventStore;
  readStore: ReadStore;
  projections: ProjectionsControl;
  jwtSecret: string;
}
