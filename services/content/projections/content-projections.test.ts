import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SqliteEventStore } from '@chauffeur/eventstore';
import type { ServiceFields } from '@chauffeur/contracts';
import { MemoryReadStore } from '@chauffeur/projections';
import { ProjectionRunner } from '@chauffeur/projections';
import { servicesProjection } from './services-projection';
import { reviewsProjection } from './reviews-projection';
import { statsProjection } from './stats-projection';
import { findServiceBySlug, listServices } from './service-queries';
import { approvedReviewSummary, listApprovedReviews } from './review-queries';
import { listStats } from './stat-queries';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const service = (slug: string, is_featured: boolean): ServiceFields => ({
  slug,
  title: { en: slug },
  short_description: { en: 'Short' },
  full_description: { en: 'Full' },
  image_url: `/images/services/${slug}.svg`,
  icon: 'Car',
  is_featured,
  benefits: [],
  pricing_plans: [],
  features: [],
});

describe('content read models', () => {
  let dir: string;
  let events: SqliteEventStore;
  let reads: MemoryReadStore;
  let runner: ProjectionRunner;
  let position = 0n;

  const append = async (stream: string, type: string, data: Record<string, unknown>) => {
    const result = await events.append(
      stream,
      [
        {
          type,
          data,
          metadata: {
            eventId: randomUUID(),
            occurredAt: '2025-01-01T00:00:00.000Z',
            actor: { kind: 'system', name: 'test' },
            correlationId: 'c',
            causationId: 'c',
            schemaVersion: 1,
          },
        },
      ],
      { expectedRevision: 'any' },
    );
    position = result.position;
  };
  const caughtUp = () => runner.waitFor(position, { timeoutMs: 5000 });

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'content-'));
    events = new SqliteEventStore(join(dir, 'events.sqlite'));
    reads = new MemoryReadStore();
    runner = new ProjectionRunner(events, reads, [servicesProjection, reviewsProjection, statsProjection]);
    await runner.start();
  });
  afterEach(async () => {
    await runner.stop();
    await events.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('lists services in publication order, even when published in the same millisecond', async () => {
    for (const [n, slug, featured] of [
      [3, 'corporate', false],
      [1, 'airport-transfers', true],
      [2, 'events', true],
    ] as const) {
      await append(`service-${uuid(n)}`, 'ServicePublished', {
        service_id: uuid(n),
        ...service(slug, featured),
      });
    }
    await append(`service-${uuid(2)}`, 'ServiceUpdated', {
      service_id: uuid(2),
      ...service('events', true),
      title: { en: 'Events & Galas' },
    });
    await caughtUp();
    expect((await listServices(reads)).map((s) => s.slug)).toEqual([
      'corporate',
      'airport-transfers',
      'events',
    ]);
    expect((await listServices(reads, { featured: true })).map((s) => s.slug)).toEqual([
      'airport-transfers',
      'events',
    ]);
    const events_ = await findServiceBySlug(reads, 'events');
    expect(events_).toMatchObject({ id: uuid(2), title: { en: 'Events & Galas' }, revision: 1 });
    expect(Object.keys(events_!)).not.toContain('_pos');
    expect(await findServiceBySlug(reads, 'weddings')).toBeNull();
  });

  it('serves only approved reviews, newest first, with count and mean over all of them', async () => {
    const submit = (n: number, rating: number, date: string) =>
      append(`review-${uuid(n)}`, 'ReviewSubmitted', {
        review_id: uuid(n),
        name: `Client ${n}`,
        rating,
        comment: 'Fine',
        date,
      });
    await submit(1, 5, '2025-01-10');
    await submit(2, 4, '2025-03-01');
    await submit(3, 1, '2025-04-01');
    await submit(4, 4, '2025-02-01');
    for (const n of [1, 2, 4]) await append(`review-${uuid(n)}`, 'ReviewApproved', { review_id: uuid(n) });
    await caughtUp();

    expect((await listApprovedReviews(reads)).map((r) => r.name)).toEqual([
      'Client 2',
      'Client 4',
      'Client 1',
    ]);
    expect(await listApprovedReviews(reads, 1)).toEqual([
      { id: uuid(2), name: 'Client 2', rating: 4, comment: 'Fine', date: '2025-03-01' },
    ]);
    expect(await approvedReviewSummary(reads)).toEqual({ count: 3, average_rating: 13 / 3 });
  });

  it('has no average without approved reviews', async () => {
    await append(`review-${uuid(9)}`, 'ReviewSubmitted', {
      review_id: uuid(9),
      name: 'Unapproved',
      rating: 2,
      comment: 'Hidden',
      date: '2025-01-01',
    });
    await caughtUp();
    expect(await listApprovedReviews(reads)).toEqual([]);
    expect(await approvedReviewSummary(reads)).toEqual({ count: 0, average_rating: null });
  });

  it('lists statistics in the order they were published', async () => {
    for (const [n, icon] of [
      [2, 'users'],
      [1, 'map'],
    ] as const) {
      await append(`stat-${uuid(n)}`, 'StatPublished', {
        stat_id: uuid(n),
        icon,
        value: n * 100,
        suffix: '+',
        label: { en: icon },
      });
    }
    await caughtUp();
    expect((await listStats(reads)).map((s) => [s.icon, s.value])).toEqual([
      ['users', 200],
      ['map', 100],
    ]);
  });
});
