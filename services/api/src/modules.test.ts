import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { MemoryReadStore } from '@chauffeur/projections';
import { allProjections } from './all-projections';
import { allMailReactions, mailReactionsFor } from './all-reactions';
import { eventCatalogue } from './event-catalogue';
import { modules, type ModuleDeps } from './modules';
import { buildBareApp } from './testing/bare-app';
import { createTestApp, type TestApp } from './testing/test-app';

/** The routes a module's plugin registers on its own, on a bare app (the deps are only read by handlers). */
async function routesOf(plugin: NonNullable<(typeof modules)[number]['routes']>): Promise<string[]> {
  const routes: string[] = [];
  const app = await buildBareApp(async (bare: FastifyInstance) => {
    // The account routes take the auth plugin's services at registration, and their brakes' store from
    // the read store's kind; none is called here.
    bare.decorate('auth', {} as never);
    bare.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) routes.push(`${method} ${route.url}`);
    });
    await bare.register(plugin, {
      now: () => new Date(),
      readStore: new MemoryReadStore(),
    } as unknown as ModuleDeps);
  });
  await app.close();
  return routes;
}

describe('feature modules', () => {
  it('lists each module once, by a unique name', () => {
    const names = modules.map((module) => module.name);
    expect(new Set(names).size).toBe(names.length);
    expect([...names].sort()).toEqual(
      [
        'accounts',
        'bookings',
        'contact',
        'content',
        'dispatch',
        'fleet',
        'geo',
        'notifications',
        'pricing',
        'settings',
      ].sort(),
    );
  });

  it("derives the runner's read models from the modules, each once, in the order they always had", () => {
    expect(allProjections.map((projection) => projection.name)).toEqual([
      'vehicles',
      'vehicle_cars',
      'services',
      'reviews',
      'stats',
      'blog_posts',
      'users',
      'customers',
      'staff',
      'my_bookings',
      'bookings',
      'admin_analytics',
      'admin_notifications',
      'system_settings',
      'messages',
      'chauffeurs',
      'pricing',
      // The composition root's own: the activity feed over every module's streams (decision 157).
      'activity',
    ]);
  });

  it("derives the catalogue from the modules' events: each module's streams, in the modules' order", () => {
    const owner = new Map(
      modules.flatMap((module) => (module.events ?? []).map((e) => [e.type, module.name])),
    );
    expect([...eventCatalogue.keys()]).toEqual([...owner.keys()]);
    expect(owner.get('VehicleAdded')).toBe('fleet');
    expect(owner.get('BlogPostCreated')).toBe('content');
    expect(owner.get('NewsletterSubscribed')).toBe('contact');
    expect(owner.get('BookingRequested')).toBe('bookings');
    expect(owner.get('UserRegistered')).toBe('accounts');
    expect(owner.get('ChauffeurAssigned')).toBe('bookings');
    // Every module that stores events lists them; geo stores none.
    expect(modules.filter((module) => !module.events?.length).map((module) => module.name)).toEqual(['geo']);
  });

  it("hands the mail reactor the modules' reactions: bookings' and accounts' mails, nothing else", () => {
    const byModule = modules.flatMap((module) => (module.mailReactions ?? []).map(() => module.name));
    // The bookings' e-mails carry the signed manage link (issue 18): built with the secret, like invitations.
    expect(byModule).toEqual(['accounts']);
    expect(allMailReactions).toEqual(modules.flatMap((module) => module.mailReactions ?? []));
    const all = mailReactionsFor({ secret: 's', siteUrl: 'https://chauffeur.test' });
    const types = all.flatMap((reaction) => reaction.eventTypes);
    expect(new Set(types).size).toBe(types.length); // one reaction per event type
    for (const type of ['StaffInvited', 'BookingRequested', 'BookingConfirmed', 'ChauffeurAssigned'])
      expect(types).toContain(type);
  });

  it('has no two modules import each other (production code), apart from the pairs not yet untangled', () => {
    const services = join(import.meta.dirname, '..', '..');
    const names = modules.map((module) => module.name);
    const sources = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory()
          ? sources(join(dir, entry.name))
          : /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)
            ? [join(dir, entry.name)]
            : [],
      );
    const imports = new Map(
      names.map((name) => {
        const used = new Set<string>();
        for (const file of sources(join(services, name)))
          for (const [, target] of readFileSync(file, 'utf8').matchAll(/from '([^']+)'/g)) {
            const [top] = relative(services, join(file, '..', target!)).split('/');
            if (top !== name && names.includes(top!)) used.add(top!);
          }
        return [name, used];
      }),
    );
    const mutual = names.flatMap((a) =>
      [...imports.get(a)!].filter((b) => a < b && imports.get(b)!.has(a)).map((b) => `${a} <-> ${b}`),
    );
    // What a module asks of one that imports it comes through a port (modulePorts, decisions 261 and 268),
    // and a stream's events are defined by the module that owns the stream (decision 268).
    expect(mutual.sort()).toEqual([]);
  });

  describe('in the app', () => {
    let t: TestApp;
    const ids = ['11111111-1111-4111-8111-111111111111', '22222222-2222-4222-8222-222222222222'];
    const clock = new Date('2026-03-01T10:00:00.000Z');
    beforeAll(async () => {
      let next = 0;
      t = await createTestApp({ seed: false, now: () => clock, newId: () => ids[next++ % ids.length]! });
    });
    afterAll(async () => t.close());

    const registered = () => new Set(t.app.registeredRoutes.map(({ method, url }) => `${method} ${url}`));

    it("registers every module's public routes at the root and its admin routes under /api/admin", async () => {
      const all = registered();
      for (const module of modules) {
        for (const route of module.routes ? await routesOf(module.routes) : []) {
          expect(all, `${module.name}: ${route}`).toContain(route);
          expect(route).not.toMatch(/ \/api\/admin/);
        }
        for (const route of module.adminRoutes ? await routesOf(module.adminRoutes) : []) {
          const [method, url] = route.split(' ');
          expect(all, `${module.name}: ${route}`).toContain(`${method} /api/admin${url}`);
        }
      }
    });

    it('gives the modules the clock and the id generator of the app, not their own', async () => {
      const message = await t.app.inject({
        method: 'POST',
        url: '/api/messages',
        payload: {
          name: 'Anne Peeters',
          email: 'anne.peeters@example.be',
          phone: '+32 470 12 34 56',
          subject: 'A question',
          message: 'Do you drive to Paris?',
        },
      });
      expect(message.statusCode, message.body).toBe(201);
      expect(message.json().id).toBe(ids[0]);

      const post = await t.app.inject({
        method: 'POST',
        url: '/api/admin/blog',
        headers: t.adminHeaders(),
        payload: {
          title: { en: 'Airport runs at dawn' },
          slug: 'airport-runs-at-dawn',
          content: { en: 'We leave early.' },
          meta_description: { en: 'Early flights' },
          meta_keywords: [],
          status: 'active',
        },
      });
      expect(post.statusCode, post.body).toBe(201);
      const { id, position } = post.json();
      expect(id).toBe(ids[1]);
      const stored = await t.app.inject({
        url: `/api/admin/blog/${id}?after=${position}`,
        headers: t.adminHeaders(),
      });
      expect(stored.json().published_at).toBe(clock.toISOString());
    });
  });
});
