import { assignedChauffeurSchema, bookingStream, isEvent, type HistoryEntry } from '@chauffeur/contracts';
import {
  BookingChanged,
  BookingNoteAdded,
  BookingRequested,
  lifecycleEventOf,
  type BookingEvent,
} from '../events';
import { bookingDecider, type BookingState } from '../domain/booking-decider';
import type { EventStore } from '@chauffeur/eventstore';

/**
 * Whom an assignment names: dispatch's ChauffeurAssigned lives in the booking's stream and carries the
 * chauffeur's name as it was then. Read by its wire shape, as this module does not import dispatch's events.
 */
function assignedChauffeur(event: { type: string; data: unknown }): { chauffeur?: string } {
  if (event.type !== 'ChauffeurAssigned') return {};
  const chauffeur = assignedChauffeurSchema.safeParse((event.data as { chauffeur?: unknown }).chauffeur);
  return chauffeur.success ? { chauffeur: chauffeur.data.name } : {};
}

const statusOf = (state: BookingState) => (state.status === 'none' ? null : state.status);

/**
 * The audit history of one booking, straight from its stream: every event in order with its actor and
 * the status before and after it. The stream outlives a deletion, so the history stays readable.
 */
export async function bookingHistory(eventStore: EventStore, bookingId: string) {
  const events = await eventStore.readStream(bookingStream(bookingId));
  if (events.length === 0) return null;
  let state = bookingDecider.initialState;
  const items: HistoryEntry[] = events.map((event) => {
    const before = state;
    state = bookingDecider.evolve(state, { type: event.type, data: event.data } as BookingEvent);
    return {
      revision: Number(event.revision),
      position: event.position.toString(),
      type: event.type,
      occurred_at: event.metadata.occurredAt,
      actor: event.metadata.actor,
      status_before: statusOf(before),
      status_after: statusOf(state),
      deleted: state.status !== 'none' && state.deleted,
      ...(isEvent(BookingNoteAdded, event) ? { note: event.data.text } : {}),
      // Who cancelled is the actor; why is the reason they gave (none on events before issue 17).
      ...(isEvent(lifecycleEventOf('cancel'), event) && event.data.reason
        ? { reason: event.data.reason }
        : {}),
      ...(isEvent(BookingChanged, event)
        ? {
            change: {
              fields: Object.keys(event.data.changes),
              previous_total_fare: event.data.previous_total_fare,
              total_fare: event.data.total_fare,
            },
          }
        : {}),
      ...assignedChauffeur(event),
    };
  });
  const first = events[0]!;
  const reference = isEvent(BookingRequested, first) ? first.data.reference : null;
  return { booking_id: bookingId, reference, items };
}
