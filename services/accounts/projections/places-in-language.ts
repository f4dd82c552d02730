import type { Language } from '@chauffeur/contracts';
import { addressIn } from '../../geo/index';

/**
 * Decisions 286.1 and 291: a projected booking's two places (My bookings, a customer's page in the admin)
 * shown in the reader's language, as the booking lists already are. The projection keeps the text as typed
 * or picked, like the events; only what is answered is rewritten, by the geo module's one `addressIn`.
 */
export const placesIn = <Row extends { pickup: string; dropoff: string }>(
  row: Row,
  language: Language,
): Row => ({ ...row, pickup: addressIn(row.pickup, language), dropoff: addressIn(row.dropoff, language) });
