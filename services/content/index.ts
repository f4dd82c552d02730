/** Public entry of the content module: other modules import only from here (lint enforces it). */
// Events first: other modules consume them while importing this one (import cycles see them bound).
export * from './events';
export * from './blog-events';
export { blogPostDecider } from './domain/blog-post-decider';
export { reviewDecider } from './domain/review-decider';
export { serviceDecider } from './domain/service-decider';
export { statDecider } from './domain/stat-decider';
export { blogProjection } from './projections/blog-projection';
export {
  findActivePostBySlug,
  findPost,
  findPostIdBySlug,
  listActivePosts,
  listAllPosts,
} from './projections/blog-queries';
export { approvedReviewSummary, listApprovedReviews } from './projections/review-queries';
export { reviewsProjection } from './projections/reviews-projection';
export { findServiceBySlug, listServices } from './projections/service-queries';
export { servicesProjection } from './projections/services-projection';
export { listStats } from './projections/stat-queries';
export { statsProjection } from './projections/stats-projection';
export { contentModule } from './module';
export type { ContentDeps } from './module';
