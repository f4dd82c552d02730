import type { AdminNotification, Language } from '@chauffeur/contracts';
import { addressIn } from '../../geo/index';

/** The values of a notification that name a booked place (a new booking's pickup and destination). */
const PLACE_PARAMS = ['pickup', 'dropoff'] as const;

/**
 * Decision 291: the panel words a notification from its values in the admin's language, so its places are
 * written in that language too (the geo module's one `addressIn`). The stored notification keeps the text as
 * typed, and so does its English `message`, kept for clients that do not translate.
 */
export function placesOfNotificationIn(
  notification: AdminNotification,
  language: Language,
): AdminNotification {
  const { params } = notification;
  if (!params) return notification;
  const shown = { ...params };
  for (const key of PLACE_PARAMS) {
    const stored = params[key];
    if (stored !== undefined) shown[key] = addressIn(stored, language);
  }
  return { ...notification, params: shown };
}
