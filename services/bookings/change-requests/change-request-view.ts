import type { BookingChangeFields, ChangeRequest } from '@chauffeur/contracts';
import type { RecordedEvent } from '@chauffeur/eventstore';
import { requestStateAt } from '../domain/change-request-expiry';
import type { BookingEvent } from '../events';
import type { ChangeRequestEvent } from './change-request-events';

/** The asked fields the change moved, with the values the booking had before it (BookingChanged's `previous`). */
function previousOf(
  changes: ChangeRequest['changes'],
  before: BookingChangeFields,
): ChangeRequest['previous'] {
  const asked = (Object.keys(changes) as (keyof ChangeRequest['changes'])[]).filter(
    (field) => field in before,
  );
  return Object.fromEntries(asked.map((field) => [field, before[field]]));
}

/**
 * A booking's change requests, newest first, read from its own stream (never behind: the manage page
 * shows the price to confirm the moment the operator accepted; a booking has a handful of events), as they
 * stand at `now`: one still waiting when the pickup time has come reads as expired (decision 284), ended at
 * that time, until the booking's next step (its ride starting, a cancellation) closes it.
 */
export function changeRequestsOf(events: readonly RecordedEvent[], now: Date): ChangeRequest[] {
  const byId = new Map<string, ChangeRequest>();
  // The pickup time as the stream has it so far: a change of the booking may move it (before it passes).
  let pickup = '';
  // The request applied by the event before: its BookingChanged follows in the same append (none when the
  // booking already held every asked value) and says what the booking had before.
  let applied: ChangeRequest | undefined;
  for (const recorded of events) {
    const event = { type: recorded.type, data: recorded.data } as ChangeRequestEvent | BookingEvent;
    const at = recorded.metadata.occurredAt;
    const justApplied = applied;
    applied = undefined;
    if (event.type === 'BookingRequested') pickup = event.data.scheduled_time;
    if (event.type === 'BookingChanged') {
      pickup = event.data.changes.scheduled_time ?? pickup;
      if (justApplied) justApplied.previous = previousOf(justApplied.changes, event.data.previous);
    }
    if (event.type === 'ChangeRequested') {
      byId.set(event.data.request_id, {
        id: event.data.request_id,
        state: 'open',
        changes: event.data.changes,
        requested_at: at,
        previous_total_fare: event.data.previous_total_fare,
        total_fare: null,
        reason: null,
        answered_at: null,
      });
      continue;
    }
    if (!('request_id' in (event.data ?? {}))) continue;
    const request = byId.get((event as ChangeRequestEvent).data.request_id);
    if (!request) continue;
    if (event.type === 'ChangeRequestPriced')
      Object.assign(request, {
        state: 'awaiting_customer',
        total_fare: event.data.total_fare,
        answered_at: at,
      });
    else if (event.type === 'ChangeRequestApplied') {
      Object.assign(request, { state: 'applied', total_fare: event.data.total_fare, answered_at: at });
      applied = request;
    } else if (event.type === 'ChangeRequestDeclined')
      Object.assign(request, { state: 'declined', reason: event.data.reason, answered_at: at });
    else if (event.type === 'ChangeRequestWithdrawn')
      Object.assign(request, { state: 'withdrawn', answered_at: at });
    else if (event.type === 'ChangeRequestClosed')
      Object.assign(request, { state: 'closed', closed_by: event.data.closed_by, answered_at: at });
  }
  return [...byId.values()]
    .map((request) =>
      requestStateAt(request.state, pickup, now) === 'expired'
        ? { ...request, state: 'expired' as const, answered_at: pickup }
        : request,
    )
    .reverse();
}
