import type { FeatureModule, PlatformDeps } from '@chauffeur/platform';
import { blogEvents } from './blog-events';
import { contentEvents } from './events';
import { adminBlogRoutes } from './http/admin-blog';
import { publicBlogRoutes } from './http/public-blog';
import { publicContentRoutes } from './http/public-content';
import { blogProjection } from './projections/blog-projection';
import { reviewsProjection } from './projections/reviews-projection';
import { servicesProjection } from './projections/services-projection';
import { statsProjection } from './projections/stats-projection';

/** What the content's routes are given (their plugin options). */
export type ContentDeps = PlatformDeps;

/** Services, reviews, stats and the blog: what the public site reads; the blog is written by the admin. */
export const contentModule: FeatureModule<ContentDeps> = {
  name: 'content',
  routes: async (app, deps) => {
    await app.register(publicContentRoutes, deps);
    await app.register(publicBlogRoutes, deps);
  },
  adminRoutes: adminBlogRoutes,
  // In the order the runner has always had them.
  projections: [servicesProjection, reviewsProjection, statsProjection, blogProjection],
  events: [...contentEvents, ...blogEvents],
};
