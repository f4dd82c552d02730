import type { Projection } from '@chauffeur/projections';
import { modules } from './modules';
import { activityProjection } from './activity/activity-projection';
import { eventCatalogue } from './event-catalogue';

/**
 * Every read model the product serves: each module's, in the modules' order, then the activity feed, which
 * spans every module's streams and so lives in the composition root. New ones register in their module.
 */
export const allProjections: readonly Projection[] = [
  ...modules.flatMap((module) => module.projections ?? []),
  activityProjection(eventCatalogue),
];
