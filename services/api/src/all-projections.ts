import type { Projection } from '../../../projections/src/runner/projection';
import { vehiclesProjection } from '../../fleet/index';
import { servicesProjection } from '../../content/index';
import { reviewsProjection } from '../../content/index';
import { statsProjection } from '../../content/index';
import { blogProjection } from '../../content/index';
import { usersProjection } from '../../accounts/index';
import { bookingsProjection } from '../../bookings/index';
import { analyticsProjection } from '../../bookings/index';
import { notificationsProjection } from '../../notifications/index';
import { settingsProjection } from '../../settings/index';
import { messagesProjection } from '../../contact/index';

/** Every read model the product serves. New projections register here. */
export const allProjections: readonly Projection[] = [
  vehiclesProjection,
  servicesProjection,
  reviewsProjection,
  statsProjection,
  blogProjection,
  usersProjection,
  bookingsProjection,
  analyticsProjection,
  notificationsProjection,
  settingsProjection,
  messagesProjection,
];
