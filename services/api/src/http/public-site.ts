import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps';
import { publicBlogRoutes } from '../../../content/index';
import { publicContentRoutes } from '../../../content/index';
import { publicMessageRoutes } from '../../../contact/index';
import { publicNewsletterRoutes } from '../../../contact/index';

/** Everything the public website reads and sends besides vehicles, bookings and maps. */
export async function publicSiteRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  await publicContentRoutes(app, deps);
  await publicBlogRoutes(app, deps);
  await publicMessageRoutes(app, deps);
  await publicNewsletterRoutes(app, deps);
}
