import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { allProjections } from '../all-projections';
import { eventCatalogue } from '../event-catalogue';
import { DOC_PATH, renderEventCatalogue } from './event-catalogue-doc';

describe('event catalogue (docs/events.md)', () => {
  it("is up to date with the modules' events: run `npm run docs:events` after changing an event", async () => {
    expect(readFileSync(DOC_PATH, 'utf8'), 'docs/events.md is stale: run npm run docs:events').toBe(
      await renderEventCatalogue(),
    );
  });

  it('lists every event with its version, fields and consuming projections', async () => {
    const doc = await renderEventCatalogue();
    for (const type of eventCatalogue.keys()) expect(doc).toContain(`### ${type}`);
    expect(doc).toMatch(
      /\| `booking-<id>` +\| \[BookingRequested\]\(#bookingrequested\) +\| 2 +\| `customers`, `my_bookings`, `bookings`, `admin_analytics`, `admin_notifications`, `activity` +\|/,
    );
    expect(doc).toMatch(/\| `customer.email` +\| string +\| yes +\|/);
    expect(doc).toContain('- v1 (read through an upcaster): the customer in SPEC 3');
    expect(doc).toMatch(/\| \[RideCompleted\]\(#ridecompleted\) +\| 1 +\| .*`admin_analytics`/);
    // Every projection consumes at least one cataloged event (no typo in an eventTypes list).
    for (const projection of allProjections)
      for (const type of projection.eventTypes)
        expect(eventCatalogue.has(type), `${projection.name}: ${type}`).toBe(true);
  });
});
