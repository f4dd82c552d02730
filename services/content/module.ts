import type { FeatureModule, PlatformDeps } from '@chauffeur/platform';
import { blogEvents } from './blog-events';
import { contentEvents } from './events';
import { adminBlogRoutes } from './http/admin-blog';
import { adminReviewRoutes } from './http/admin-reviews';
import { manageReviewRoutes } from './http/manage-review';
import { publicBlogRoutes } from './http/public-blog';
import { publicContentRoutes } from './http/public-content';
import { blogProjection } from './projections/blog-projection';
import { reviewsProjection } from './projections/reviews-projection';
import { servicesProjection } from './projections/services-projection';
import { statsProjection } from './projections/stats-projection';

/** What the content's routes are given (their plugin options); the secret checks manage links (issue 18). */
export type ContentDeps = PlatformDeps & { jwtSecret: string };

/** Services, reviews, stats and the blog: what the public site reads; the blog is written by the admin. */
export const contentModule: FeatureModule<ContentDeps> = {
  name: 'content',
  routes: async (app, deps) => {
    await app.register(publicContentRoutes, deps);
    await app.register(publicBlogRoutes, deps);
    await app.register(manageReviewRoutes, deps);
  },
  adminRoutes: async (app, deps) => {
    await app.register(adminBlogRoutes, deps);
    await app.register(adminReviewRoutes, deps);
  },
  // In the order the runner has always had them.
  projections: [servicesProjection, reviewsProjection, statsProjection, blogProjection],
  events: [...contentEvents, ...blogEvents],
};
