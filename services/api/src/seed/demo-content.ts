import {
  postStream,
  reviewStream,
  serviceStream,
  statStream,
  type ServiceFields,
} from '@chauffeur/contracts';
import { blogPostDecider, reviewDecider, serviceDecider, statDecider } from '../../../content/index';
import { DomainError, type Decider } from '@chauffeur/platform';
import { WrongExpectedVersion, type EventStore } from '@chauffeur/eventstore';
import { handleCommand, type CommandContext } from '@chauffeur/platform';
import { airportTransfers } from './content/airport-transfers';
import { businessTravel } from './content/business-travel';
import { graduations } from './content/graduations';
import { weddingsAndEvents } from './content/weddings-events';
import { corporateAccounts } from './content/corporate';
import { DEMO_STATS } from './content/stats';
import { DEMO_REVIEWS } from './content/reviews';
import { DEMO_POSTS } from './content/blog-posts';

/** The five services of SPEC 3's icons, with fixed ids so two processes seeding at once cannot double them. */
export const DEMO_SERVICES: (ServiceFields & { id: string })[] = [
  { id: '3a9d6e40-6f0a-4a54-8c93-4d5e6f7a8b01', ...airportTransfers },
  { id: '3a9d6e40-6f0a-4a54-8c93-4d5e6f7a8b02', ...businessTravel },
  { id: '3a9d6e40-6f0a-4a54-8c93-4d5e6f7a8b03', ...graduations },
  { id: '3a9d6e40-6f0a-4a54-8c93-4d5e6f7a8b04', ...weddingsAndEvents },
  { id: '3a9d6e40-6f0a-4a54-8c93-4d5e6f7a8b05', ...corporateAccounts },
];

const DAY_MS = 24 * 60 * 60 * 1000;
const daysBefore = (days: number) => new Date(Date.now() - days * DAY_MS);

/** Runs one seeding command; a record another process seeded first is skipped, not an error. */
async function seedOne<C, E extends { type: string; data: unknown }, S>(
  eventStore: EventStore,
  stream: string,
  decider: Decider<C, E, S>,
  commands: C[],
  context: CommandContext,
): Promise<number> {
  try {
    for (const command of commands) await handleCommand(eventStore, { stream, decider, command, context });
    return 1;
  } catch (error) {
    if (error instanceof WrongExpectedVersion || error instanceof DomainError) return 0;
    throw error;
  }
}

export async function seedDemoServices(eventStore: EventStore, context: CommandContext): Promise<number> {
  let seeded = 0;
  for (const { id: serviceId, ...fields } of DEMO_SERVICES) {
    seeded += await seedOne(
      eventStore,
      serviceStream(serviceId),
      serviceDecider,
      [{ type: 'PublishService', serviceId, fields }],
      context,
    );
  }
  return seeded;
}

export async function seedDemoStats(eventStore: EventStore, context: CommandContext): Promise<number> {
  let seeded = 0;
  for (const { id: statId, ...fields } of DEMO_STATS) {
    seeded += await seedOne(
      eventStore,
      statStream(statId),
      statDecider,
      [{ type: 'PublishStat', statId, fields }],
      context,
    );
  }
  return seeded;
}

/** Reviews as clients submit them; most are approved, a few wait for moderation. */
export async function seedDemoReviews(eventStore: EventStore, context: CommandContext): Promise<number> {
  let seeded = 0;
  for (const { id: reviewId, daysAgo, approved, ...fields } of DEMO_REVIEWS) {
    const date = daysBefore(daysAgo).toISOString().slice(0, 10);
    seeded += await seedOne(
      eventStore,
      reviewStream(reviewId),
      reviewDecider,
      [
        { type: 'SubmitReview', reviewId, fields: { ...fields, date } },
        ...(approved ? [{ type: 'ApproveReview' as const, reviewId }] : []),
      ],
      context,
    );
  }
  return seeded;
}

/** Blog posts, published on days before the seeding (the decider stamps `now` as published_at). */
export async function seedDemoBlog(eventStore: EventStore, context: CommandContext): Promise<number> {
  let seeded = 0;
  for (const { id: postId, daysAgo, ...fields } of DEMO_POSTS) {
    const now = daysBefore(daysAgo ?? 0).toISOString();
    seeded += await seedOne(
      eventStore,
      postStream(postId),
      blogPostDecider,
      [{ type: 'CreateBlogPost', postId, fields, now }],
      context,
    );
  }
  return seeded;
}
