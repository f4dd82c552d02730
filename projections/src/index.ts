export * from './readstore/port';
export * from './readstore/errors';
export { MemoryReadStore } from './readstore/memory/memory-read-store';
export type { Change, Projection, ProjectionContext } from './runner/projection';
export { ProjectionRunner } from './runner/projection-runner';
export type { ProjectionStatus, ProjectionState, ProjectionFailure } from './runner/projection-status';
export { vehiclesProjection } from './vehicles/vehicles-projection';
export { listVehicles, findVehicle } from './vehicles/vehicle-queries';
export { usersProjection, USERS } from './users/users-projection';
export { listUsers, countUsers } from './users/user-queries';
export { servicesProjection } from './content/services-projection';
export { reviewsProjection } from './content/reviews-projection';
export { statsProjection } from './content/stats-projection';
export { blogProjection } from './blog/blog-projection';
export { listServices, findServiceBySlug } from './content/service-queries';
export { listApprovedReviews, approvedReviewSummary } from './content/review-queries';
export { listStats } from './content/stat-queries';
export {
  listActivePosts,
  findActivePostBySlug,
  listAllPosts,
  findPost,
  findPostIdBySlug,
} from './blog/blog-queries';
export { allProjections } from './all-projections';
export { createReadStore, type ReadStoreConfig } from './readstore/factory';
export { bookingsProjection } from './bookings/bookings-projection';
export { listBookings, findBooking, countBookingsByEmail } from './bookings/booking-queries';
export { analyticsForLastDays } from './analytics/analytics-queries';
export { brusselsDay } from './analytics/brussels-day';
export {
  listNotifications,
  unreadNotificationIds,
  notificationExists,
} from './notifications/notification-queries';
export { readSettings } from './settings/settings-projection';
export { messagesProjection } from './messages/messages-projection';
export { listMessages } from './messages/message-queries';
