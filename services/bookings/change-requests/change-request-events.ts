/*
 * Issue 18 point 2 (decisions 183–186): the events of a customer's change request, on the booking's own
 * stream so that a request, its answer and the change it leads to are decided against the booking as it
 * stands (one revision: an accept racing a withdrawal lets exactly one in).
 */
import { z } from 'zod';
import {
  BOOKING_STREAM_PREFIX,
  CHANGE_REQUEST_CLOSED_BY,
  changeRequestFieldsSchema,
  defineEvent,
} from '@chauffeur/contracts';

const ofRequest = z.object({ booking_id: z.uuid(), request_id: z.uuid() });

export const ChangeRequested = defineEvent({
  type: 'ChangeRequested',
  streamPrefix: BOOKING_STREAM_PREFIX,
  version: 1,
  description:
    'A customer asked through the manage link to change the pickup time, passengers, luggage or flight (before the free-cancellation cut-off); the operator answers.',
  schema: ofRequest.extend({
    changes: changeRequestFieldsSchema,
    previous_total_fare: z.number(),
  }),
});

export const ChangeRequestPriced = defineEvent({
  type: 'ChangeRequestPriced',
  streamPrefix: BOOKING_STREAM_PREFIX,
  version: 1,
  description:
    'The operator accepted a change request that the server re-priced higher: it waits for the customer to confirm the new total.',
  schema: ofRequest.extend({ previous_total_fare: z.number(), total_fare: z.number() }),
});

export const ChangeRequestApplied = defineEvent({
  type: 'ChangeRequestApplied',
  streamPrefix: BOOKING_STREAM_PREFIX,
  version: 1,
  description:
    'A change request took effect (accepted at a price not higher, or its higher price confirmed by the customer); BookingChanged follows in the same append.',
  schema: ofRequest.extend({ total_fare: z.number() }),
});

export const ChangeRequestDeclined = defineEvent({
  type: 'ChangeRequestDeclined',
  streamPrefix: BOOKING_STREAM_PREFIX,
  version: 1,
  description: 'The operator declined a change request, with the reason the customer is e-mailed.',
  schema: ofRequest.extend({ reason: z.string() }),
});

export const ChangeRequestWithdrawn = defineEvent({
  type: 'ChangeRequestWithdrawn',
  streamPrefix: BOOKING_STREAM_PREFIX,
  version: 1,
  description:
    'The customer withdrew their change request (or kept the booking as it was rather than pay more).',
  schema: ofRequest,
});

export const ChangeRequestClosed = defineEvent({
  type: 'ChangeRequestClosed',
  streamPrefix: BOOKING_STREAM_PREFIX,
  version: 1,
  description:
    'A change request still waiting (for the operator or the customer) was closed because its booking ended: its ride started or ended, or it was cancelled or deleted (`closed_by`). Appended with that step, by its actor (decision 277).',
  schema: ofRequest.extend({ closed_by: z.enum(CHANGE_REQUEST_CLOSED_BY) }),
});

export const changeRequestEvents = [
  ChangeRequested,
  ChangeRequestPriced,
  ChangeRequestApplied,
  ChangeRequestDeclined,
  ChangeRequestWithdrawn,
  ChangeRequestClosed,
] as const;

type DataOf<D> = D extends { schema: z.ZodType<infer T> } ? T : never;
type EventOf<D> = D extends { type: infer T } ? { type: T; data: DataOf<D> } : never;
export type ChangeRequestEvent = EventOf<(typeof changeRequestEvents)[number]>;
export type ChangeRequestedData = DataOf<typeof ChangeRequested>;
