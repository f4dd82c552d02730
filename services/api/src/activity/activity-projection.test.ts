import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Actor } from '@chauffeur/contracts';
import { SqliteEventStore, type EventToAppend } from '@chauffeur/eventstore';
import { MemoryReadStore, ProjectionRunner, createReadStore, type ReadStore } from '@chauffeur/projections';
import { eventCatalogue } from '../event-catalogue';
import { ACTIVITY_NAMES, activityProjection } from './activity-projection';
import { activityPage } from './activity-queries';

const admin: Actor = { kind: 'user', id: randomUUID(), email: 'boss@example.com', role: 'admin' };
const HASH = 'scrypt$17$8$1$c2FsdA$a2V5';

const event = (type: string, data: Record<string, unknown>, actor: Actor = admin): EventToAppend => ({
  type,
  data,
  metadata: {
    eventId: randomUUID(),
    occurredAt: '2026-11-29T10:00:00.000Z',
    actor,
    correlationId: 'c',
    causationId: 'c',
    schemaVersion: 1,
  },
});

const chauffeur = (id: string, name: string, active = true) => ({
  chauffeur_id: id,
  name,
  phone: '+32 470 12 34 56',
  email: 'jan@example.com',
  languages: ['nl', 'fr'],
  active,
});

const stores: Array<[string, () => Promise<ReadStore>]> = [
  ['memory', async () => new MemoryReadStore()],
  ['SQLite', () => createReadStore({ kind: 'sqlite', path: ':memory:' })],
];

describe.each(stores)(
  'the activity feed names chauffeurs, accounts, posts and figures as staff know them (%s)',
  (_, open) => {
    let dir: string;
    let events: SqliteEventStore;
    let reads: ReadStore;
    let runner: ProjectionRunner;
    beforeEach(async () => {
      dir = mkdtempSync(join(tmpdir(), 'activity-projection-'));
      events = new SqliteEventStore(join(dir, 'events.sqlite'));
      reads = await open();
      runner = new ProjectionRunner(events, reads, [activityProjection(eventCatalogue)]);
    });
    afterEach(async () => {
      await runner.stop();
      await events.close();
      await reads.close();
      rmSync(dir, { recursive: true, force: true });
    });

    const feed = async (kind: string) => {
      await runner.start();
      await runner.waitUntilCaughtUp(5000);
      return (await activityPage(reads, { kind, limit: 50, offset: 0 })).items;
    };

    it('a chauffeur added then renamed: every row of theirs says the new name', async () => {
      // Given an admin added Jan Peeters, then made him inactive (same name)…
      const id = randomUUID();
      await events.append(
        `chauffeur-${id}`,
        [
          event('ChauffeurAdded', chauffeur(id, 'Jan Peeters')),
          event('ChauffeurUpdated', chauffeur(id, 'Jan Peeters', false)),
        ],
        { expectedRevision: 'no_stream' },
      );
      // When an admin renames him…
      await events.append(
        `chauffeur-${id}`,
        [event('ChauffeurUpdated', chauffeur(id, 'Jan Peeters-Claes'))],
        {
          expectedRevision: 1n,
        },
      );
      // Then the feed names him by his new name on every row, not by the start of his id.
      const rows = await feed('chauffeur');
      expect(rows.map((row) => [row.type, row.name])).toEqual([
        ['ChauffeurUpdated', 'Jan Peeters-Claes'],
        ['ChauffeurUpdated', 'Jan Peeters-Claes'],
        ['ChauffeurAdded', 'Jan Peeters-Claes'],
      ]);
    });

    it('a rename is one write, whatever the number of rows before it: a rebuild with many renames stays linear', async () => {
      // Given a chauffeur with 40 rows in the feed…
      const id = randomUUID();
      const edits = Array.from({ length: 39 }, () => event('ChauffeurUpdated', chauffeur(id, 'Jan Peeters')));
      await events.append(
        `chauffeur-${id}`,
        [event('ChauffeurAdded', chauffeur(id, 'Jan Peeters')), ...edits],
        {
          expectedRevision: 'no_stream',
        },
      );
      await feed('chauffeur');
      // When the next event renames him…
      const [last] = await events.readStream(`chauffeur-${id}`, { from: 39n });
      const renamed = {
        ...last!,
        id: randomUUID(),
        revision: 40n,
        position: last!.position + 1n,
        data: chauffeur(id, 'Jan Peeters-Claes'),
      };
      const changes = await activityProjection(eventCatalogue).project(renamed, reads);
      // Then it writes his name once and its own row, never the 40 rows before it (each rename rewrote them
      // all, a scan of the whole feed in a rebuild's memory: 2,000 renames among 40,000 rows took 25 s).
      expect(changes.map((change) => [change.kind, change.collection])).toEqual([
        ['upsert', ACTIVITY_NAMES],
        ['insert', 'activity'],
      ]);
    });

    it('a blog post created then retitled: every row of it carries the new title, per language', async () => {
      const id = randomUUID();
      const post = (title: Record<string, string>) => ({
        post_id: id,
        title,
        slug: 'airport-transfers',
        content: { en: 'Body' },
        meta_description: { en: '' },
        meta_keywords: [],
        featured_image: null,
        status: 'draft',
        published_at: null,
      });
      // Given an admin wrote a post…
      await events.append(
        `post-${id}`,
        [event('BlogPostCreated', post({ en: 'Airport runs', de: 'Flughafenfahrten' }))],
        { expectedRevision: 'no_stream' },
      );
      // When they retitle it, in English and German, and add a Dutch title…
      await events.append(
        `post-${id}`,
        [
          event(
            'BlogPostUpdated',
            post({ en: 'Airport transfers', nl: 'Luchthavenvervoer', de: 'Flughafentransfers' }),
          ),
        ],
        { expectedRevision: 0n },
      );
      // Then both rows carry the new title in every language, for the panel to show the admin's.
      const title = { en: 'Airport transfers', nl: 'Luchthavenvervoer', de: 'Flughafentransfers' };
      expect((await feed('post')).map((row) => [row.type, row.name])).toEqual([
        ['BlogPostUpdated', title],
        ['BlogPostCreated', title],
      ]);
    });

    it('a homepage figure by its label, per language', async () => {
      const id = randomUUID();
      await events.append(
        `stat-${id}`,
        [
          event('StatPublished', {
            stat_id: id,
            icon: 'users',
            value: 98,
            suffix: '%',
            label: { en: 'Happy clients', fr: 'Clients satisfaits' },
          }),
        ],
        { expectedRevision: 'no_stream' },
      );
      expect((await feed('stat')).map((row) => row.name)).toEqual([
        { en: 'Happy clients', fr: 'Clients satisfaits' },
      ]);
    });

    it('an account by its e-mail address (signed up or invited), never its password hash', async () => {
      // Given a customer signed up (their own event, not in the feed) and an admin made them admin…
      const rider = randomUUID();
      await events.append(
        `user-${rider}`,
        [
          event(
            'UserRegistered',
            { user_id: rider, email: 'rider@example.com', role: 'user', password_hash: HASH },
            { kind: 'anonymous' },
          ),
          event('UserRoleChanged', { user_id: rider, role: 'admin', previous_role: 'user' }),
        ],
        { expectedRevision: 'no_stream' },
      );
      // …and an admin invited a dispatcher, who chose a password.
      const staff = randomUUID();
      const invitation = randomUUID();
      await events.append(
        `user-${staff}`,
        [
          event('StaffInvited', {
            user_id: staff,
            email: 'dispatch@example.com',
            name: 'Eva Janssens',
            role: 'dispatcher',
            invitation_id: invitation,
            expires_at: '2026-12-06T10:00:00.000Z',
          }),
          event(
            'InvitationAccepted',
            { user_id: staff, invitation_id: invitation, password_hash: HASH },
            { kind: 'system', name: 'invitation' },
          ),
        ],
        { expectedRevision: 'no_stream' },
      );
      // Then each row names its account by its address.
      const rows = await feed('user');
      expect(rows.map((row) => [row.type, row.name])).toEqual([
        ['InvitationAccepted', 'dispatch@example.com'],
        ['StaffInvited', 'dispatch@example.com'],
        ['UserRoleChanged', 'rider@example.com'],
      ]);
      const stored = JSON.stringify([rows, await reads.collection(ACTIVITY_NAMES).find()]);
      expect(stored).not.toContain('scrypt');
    });
  },
);
