import { bookingStream, type BookingStatus } from '@chauffeur/contracts';
import type { EventStore } from '@chauffeur/eventstore';
import { loadState } from '@chauffeur/platform';
import { bookingDecider, type BookingState } from '../domain/booking-decider';
import { bookingIdOfToken, linkNotValid } from './booking-of-token';

/** A booking as its manage link finds it: folded from its own stream, so never behind the log. */
export type ManagedBooking = {
  bookingId: string;
  status: BookingStatus;
  /** Its stream's revision as read: raised by every change (the calendar file's SEQUENCE). */
  revision: bigint;
} & Extract<BookingState, { deleted: boolean }>;

/**
 * The booking a manage token names (issue 18), read from the write side: a customer rating or fetching a
 * receipt right after the ride completed sees it completed, whatever the read models' lag. A forged token,
 * an unknown or a deleted booking are all the same 404, so a token says nothing about other bookings.
 */
export async function managedBooking(
  deps: { eventStore: EventStore; jwtSecret: string },
  token: string,
): Promise<ManagedBooking> {
  const bookingId = bookingIdOfToken(deps.jwtSecret, token);
  const { state, revision } = await loadState(deps.eventStore, bookingStream(bookingId), bookingDecider);
  if (state.status === 'none' || state.deleted || revision === null) throw linkNotValid();
  return { bookingId, revision, ...state };
}
