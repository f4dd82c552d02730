import {
  lifecycleStepOfEvent,
  type AssignedCar,
  type AssignedChauffeur,
  type BookingStatus,
} from '@chauffeur/contracts';
import type { Decider } from '@chauffeur/platform';
import { conflict, invalid, notFound } from '@chauffeur/platform';
import type { AssignmentEvent } from '../../bookings/index';

/** The chauffeur an assignment names, as read from their stream when the command is sent. */
export interface ChauffeurToAssign extends AssignedChauffeur {
  active: boolean;
}

/** The car an assignment names, as read from its model's cars stream when the command is sent. */
export interface CarToAssign extends AssignedCar {
  active: boolean;
}

export type AssignmentCommand =
  | { type: 'AssignChauffeur'; bookingId: string; chauffeur: ChauffeurToAssign }
  | { type: 'UnassignChauffeur'; bookingId: string }
  | { type: 'AssignCar'; bookingId: string; car: CarToAssign }
  | { type: 'UnassignCar'; bookingId: string };

/**
 * What the assignment needs to know of a booking's stream: whether it is there, its status (the lifecycle
 * table says which event leads where), its pickup time and who drives it in which car.
 */
export type AssignmentState =
  | { status: 'none' }
  | {
      status: BookingStatus;
      deleted: boolean;
      scheduledTime: string;
      chauffeurId: string | null;
      carId: string | null;
    };

/** The events of a booking's stream as this decider reads them: its own and the booking module's. */
type BookingStreamEvent = AssignmentEvent | { type: string; data: Record<string, unknown> };

/** A chauffeur or car is given or taken a ride only before it starts: once under way, it is theirs. */
const ASSIGNABLE: readonly BookingStatus[] = ['pending', 'confirmed'];
const STATUS_WORDS: Record<BookingStatus, string> = {
  pending: 'pending',
  confirmed: 'confirmed',
  in_progress: 'in progress',
  completed: 'completed',
  cancelled: 'cancelled',
  no_show: 'a no-show',
};

/** One table for both things assigned: their events, the state's field, the words of a refusal. */
const KINDS = {
  chauffeur: {
    assigned: 'ChauffeurAssigned',
    unassigned: 'ChauffeurUnassigned',
    idField: 'chauffeur_id',
    stateField: 'chauffeurId',
    word: 'chauffeur',
    inactive: ['This chauffeur is inactive', 'Chauffeur is inactive'],
  },
  car: {
    assigned: 'CarAssigned',
    unassigned: 'CarUnassigned',
    idField: 'car_id',
    stateField: 'carId',
    word: 'car',
    inactive: ['This car is inactive', 'Car is inactive'],
  },
} as const;

const kindOf = (command: AssignmentCommand) =>
  command.type === 'AssignCar' || command.type === 'UnassignCar' ? KINDS.car : KINDS.chauffeur;

/**
 * Assigning a chauffeur or a car to a booking (issue 17), in the booking's stream. It reads the booking
 * module's events by type only (the lifecycle table for the status), so the booking decider stays as it was
 * and ignores these events in turn. Replacing a chauffeur or car is an un-assignment then an assignment, so
 * each one's history sees the ride leave them. Whether they are free is decided before, on their schedule
 * streams (services/bookings/availability/claim-ride-slot.ts).
 */
export const assignmentDecider: Decider<AssignmentCommand, BookingStreamEvent, AssignmentState> = {
  initialState: { status: 'none' },

  decide(command, state) {
    if (state.status === 'none' || state.deleted) throw notFound('Booking not found');
    const kind = kindOf(command);
    if (!ASSIGNABLE.includes(state.status)) {
      throw conflict(`Cannot change the ${kind.word} of a booking that is ${STATUS_WORDS[state.status]}`);
    }
    const booking_id = command.bookingId;
    const current = state[kind.stateField];
    const unassign = current
      ? [{ type: kind.unassigned, data: { booking_id, [kind.idField]: current } }]
      : [];
    if (command.type === 'UnassignChauffeur' || command.type === 'UnassignCar')
      return unassign as AssignmentEvent[];
    const { active, ...named } = command.type === 'AssignCar' ? command.car : command.chauffeur;
    if (current === named.id) return [];
    if (!active) {
      throw invalid(kind.inactive[0], [{ field: `body.${kind.idField}`, message: kind.inactive[1] }]);
    }
    return [
      ...unassign,
      { type: kind.assigned, data: { booking_id, [kind.word]: named } },
    ] as AssignmentEvent[];
  },

  evolve(state, event) {
    if (event.type === 'BookingRequested') {
      const data = event.data as { scheduled_time: string };
      return {
        status: 'pending',
        deleted: false,
        scheduledTime: data.scheduled_time,
        chauffeurId: null,
        carId: null,
      };
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
      case 'CarAssigned':
        return { ...state, carId: (event as Extract<AssignmentEvent, { type: 'CarAssigned' }>).data.car.id };
      case 'CarUnassigned':
        return { ...state, carId: null };
    }
    // A booking edit (issue 17, point 5) that moves the pickup carries the new time.
    const scheduled = (event.data as { scheduled_time?: unknown }).scheduled_time;
    const moved = typeof scheduled === 'string' ? { scheduledTime: scheduled } : {};
    const step = lifecycleStepOfEvent(event.type);
    return { ...state, ...moved, ...(step ? { status: step.to } : {}) };
  },
};
