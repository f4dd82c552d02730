import { lifecycleStepOfEvent, type AssignedChauffeur, type BookingStatus } from '@chauffeur/contracts';
import type { Decider } from '@chauffeur/platform';
import { conflict, invalid, notFound } from '@chauffeur/platform';
import type { AssignmentEvent } from '../events';

/** The chauffeur an assignment names, as read from their stream when the command is sent. */
export interface ChauffeurToAssign extends AssignedChauffeur {
  active: boolean;
}

export type AssignmentCommand =
  | { type: 'AssignChauffeur'; bookingId: string; chauffeur: ChauffeurToAssign }
  | { type: 'UnassignChauffeur'; bookingId: string };

/**
 * What the assignment needs to know of a booking's stream: whether it is there, its status (the lifecycle
 * table says which event leads where), its pickup time (the availability check of the next step reads it)
 * and who drives it.
 */
export type AssignmentState =
  | { status: 'none' }
  | {
      status: BookingStatus;
      deleted: boolean;
      scheduledTime: string;
      chauffeurId: string | null;
    };

/** The events of a booking's stream as this decider reads them: its own and the booking module's. */
type BookingStreamEvent = AssignmentEvent | { type: string; data: Record<string, unknown> };

/** A chauffeur is given or taken a ride only before it starts: once under way, it is theirs. */
const ASSIGNABLE: readonly BookingStatus[] = ['pending', 'confirmed'];
const STATUS_WORDS: Record<BookingStatus, string> = {
  pending: 'pending',
  confirmed: 'confirmed',
  in_progress: 'in progress',
  completed: 'completed',
  cancelled: 'cancelled',
  no_show: 'a no-show',
};

/**
 * Assigning a chauffeur to a booking (issue 17), in the booking's stream. It reads the booking module's
 * events by type only (the lifecycle table for the status), so the booking decider stays as it was and
 * ignores these events in turn. Replacing a chauffeur is an un-assignment then an assignment, so each
 * chauffeur's history (and, next, their schedule) sees the ride leave them.
 */
export const assignmentDecider: Decider<AssignmentCommand, BookingStreamEvent, AssignmentState> = {
  initialState: { status: 'none' },

  decide(command, state) {
    if (state.status === 'none' || state.deleted) throw notFound('Booking not found');
    if (!ASSIGNABLE.includes(state.status)) {
      throw conflict(`Cannot change the chauffeur of a booking that is ${STATUS_WORDS[state.status]}`);
    }
    const booking_id = command.bookingId;
    const current = state.chauffeurId;
    const unassign = current
      ? [{ type: 'ChauffeurUnassigned', data: { booking_id, chauffeur_id: current } }]
      : [];
    if (command.type === 'UnassignChauffeur') return unassign as AssignmentEvent[];
    const { chauffeur } = command;
    if (current === chauffeur.id) return [];
    if (!chauffeur.active) {
      throw invalid('This chauffeur is inactive', [
        { field: 'body.chauffeur_id', message: 'Chauffeur is inactive' },
      ]);
    }
    return [
      ...unassign,
      {
        type: 'ChauffeurAssigned',
        data: { booking_id, chauffeur: { id: chauffeur.id, name: chauffeur.name } },
      },
    ] as AssignmentEvent[];
  },

  evolve(state, event) {
    if (event.type === 'BookingRequested') {
      const data = event.data as { scheduled_time: string };
      return { status: 'pending', deleted: false, scheduledTime: data.scheduled_time, chauffeurId: null };
    }
    if (state.status === 'none') return state;
    switch (event.type) {
      case 'BookingDeleted':
        return { ...state, deleted: true };
      case 'ChauffeurAssigned':
        return {
          ...state,
          chauffeurId: (event as Extract<AssignmentEvent, { type: 'ChauffeurAssigned' }>).data.chauffeur.id,
        };
      case 'ChauffeurUnassigned':
        return { ...state, chauffeurId: null };
    }
    // A booking edit (issue 17, point 5) that moves the pickup carries the new time.
    const scheduled = (event.data as { scheduled_time?: unknown }).scheduled_time;
    const moved = typeof scheduled === 'string' ? { scheduledTime: scheduled } : {};
    const step = lifecycleStepOfEvent(event.type);
    return { ...state, ...moved, ...(step ? { status: step.to } : {}) };
  },
};
