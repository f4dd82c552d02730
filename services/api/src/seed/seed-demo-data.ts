import { randomUUID } from 'node:crypto';
import { systemActor } from '@chauffeur/contracts';
import type { EventStore } from '@chauffeur/eventstore';
import type { CommandContext } from '@chauffeur/platform';
import { seedDemoFleet } from './demo-fleet';
import { seedDemoFares } from './demo-fares';
import { seedDemoBlog, seedDemoReviews, seedDemoServices, seedDemoStats } from './demo-content';

/** One family of demo content, appended as ordinary events by the `seed` system actor. */
type Seeder = (eventStore: EventStore, context: CommandContext) => Promise<number>;

/** Every demo seeder, in order. New content families add theirs here. */
const DEMO_SEEDERS: Seeder[] = [
  seedDemoFleet,
  // Before the services: the Airport Transfers page's plans name these zones.
  seedDemoFares,
  seedDemoServices,
  seedDemoReviews,
  seedDemoStats,
  seedDemoBlog,
];

/**
 * Seeds demo content as events, only into an empty log: a store that holds anything is never touched.
 * Returns the number of records seeded.
 */
export async function seedDemoData(eventStore: EventStore): Promise<number> {
  if ((await eventStore.head()) !== null) return 0;
  const context: CommandContext = { actor: systemActor('seed'), requestId: `seed-${randomUUID()}` };
  let seeded = 0;
  for (const seeder of DEMO_SEEDERS) seeded += await seeder(eventStore, context);
  return seeded;
}
