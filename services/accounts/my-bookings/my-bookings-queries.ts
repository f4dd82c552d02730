import type { Language, MyBookings } from '@chauffeur/contracts';
import type { ReadStore } from '@chauffeur/projections';
import { ManageTokens, manageUrl } from '../../bookings/index';
import { customerKey } from '../projections/customer-key';
import { placesIn } from '../projections/places-in-language';
import { MY_BOOKINGS, type MyBookingDoc } from './my-bookings-projection';

/**
 * At most this many of each look-up: a customer has a handful of bookings; the cap only bounds an
 * account that an operator used for tests. The latest pickups are kept.
 */
export const MY_BOOKINGS_LIMIT = 200;

/** The statuses that are over whatever the pickup time: they are listed with the past rides. */
const OVER: ReadonlySet<string> = new Set(['completed', 'cancelled', 'no_show']);

export interface MyAccount {
  id: string;
  email: string;
  emailVerified: boolean;
}

/**
 * The bookings an account may see (decision 196): those it made signed in, and, once its address is
 * verified, those made as a guest with that address. Two index-backed look-ups, merged by booking id.
 */
export async function myBookingDocs(readStore: ReadStore, account: MyAccount): Promise<MyBookingDoc[]> {
  const collection = readStore.collection<MyBookingDoc>(MY_BOOKINGS);
  const options = { sort: { scheduled_time: -1 as const }, limit: MY_BOOKINGS_LIMIT };
  const [own, guest] = await Promise.all([
    collection.find({ account: account.id }, options),
    account.emailVerified ? collection.find({ customer: customerKey(account.email) }, options) : [],
  ]);
  return [...new Map([...own, ...guest].map((doc) => [doc._id, doc])).values()];
}

/**
 * Upcoming rides soonest first, then the past (and cancelled) latest first; each with its manage link and its
 * places in `language`, the page's (decision 291).
 */
export function myBookingsAnswer(
  docs: readonly MyBookingDoc[],
  context: { now: Date; secret: string; emailVerified: boolean; language: Language },
): MyBookings {
  const tokens = new ManageTokens(context.secret);
  const now = context.now.toISOString();
  const rows = docs.map((doc) =>
    placesIn(
      {
        id: doc._id,
        reference: doc.reference,
        status: doc.status,
        scheduled_time: doc.scheduled_time,
        pickup: doc.pickup,
        dropoff: doc.dropoff,
        vehicle: doc.vehicle,
        total_fare: doc.total_fare,
        ...(doc.currency ? { currency: doc.currency } : {}),
        // The site-relative link: the page is on the same origin as the one asking.
        manage_path: manageUrl('', tokens.tokenOf(doc._id)),
      },
      context.language,
    ),
  );
  const isUpcoming = (row: (typeof rows)[number]) => row.scheduled_time >= now && !OVER.has(row.status);
  const byTime = (a: { scheduled_time: string }, b: { scheduled_time: string }) =>
    a.scheduled_time.localeCompare(b.scheduled_time);
  return {
    email_verified: context.emailVerified,
    upcoming: rows.filter(isUpcoming).sort(byTime),
    past: rows.filter((row) => !isUpcoming(row)).sort((a, b) => byTime(b, a)),
  };
}

/** The wizard's pre-fill: the account's e-mail; name and phone of the latest booking it may see. */
export function myContact(docs: readonly MyBookingDoc[], email: string) {
  const latest = docs.reduce<MyBookingDoc | undefined>(
    (best, doc) => (!best || doc.created_at > best.created_at ? doc : best),
    undefined,
  );
  return { email, name: latest?.name ?? '', phone: latest?.phone ?? '' };
}
