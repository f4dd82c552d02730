import { PENDING_CHANGE_STATES, type ChangeRequestState } from '@chauffeur/contracts';
import { pickupPassed } from './booking-change';

/**
 * A request's state at a moment (decision 284): one still waiting (for the operator or for the customer)
 * when its booking's pickup time comes has expired, as nothing of the booking may change any more. Read on
 * the clock rather than recorded: no event is due at that instant, and a reactor appending one would leave
 * the request shown "open" (and its buttons offered) for as long as it took to run. The decider asks it
 * before any answer; the list the customer and the operator see asks it too (change-request-view.ts).
 */
export const requestStateAt = (
  state: ChangeRequestState,
  scheduledTime: string,
  at: Date,
): ChangeRequestState =>
  PENDING_CHANGE_STATES.includes(state) && pickupPassed(scheduledTime, at) ? 'expired' : state;
