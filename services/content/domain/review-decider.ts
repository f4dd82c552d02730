import type { ReviewFields } from '@chauffeur/contracts';
import type { Decider } from '@chauffeur/platform';
import { conflict, notFound } from '@chauffeur/platform';
import type { ReviewEvent } from '../events';

/** The booking a customer's review rates (issue 18); absent on reviews not tied to a ride. */
export type RatedBooking = { booking_id: string; booking_reference: string };

export type ReviewCommand =
  | { type: 'SubmitReview'; reviewId: string; fields: ReviewFields; booking?: RatedBooking }
  | { type: 'ApproveReview'; reviewId: string }
  | { type: 'HideReview'; reviewId: string };

export type ReviewState = { status: 'none' } | { status: 'pending' | 'approved' | 'hidden' };

/**
 * A review: submitted once, then approved or hidden by the operator as often as they change their mind
 * (issue 18: hiding takes an approved review off the public pages, approving again puts it back).
 */
export const reviewDecider: Decider<ReviewCommand, ReviewEvent, ReviewState> = {
  initialState: { status: 'none' },

  decide(command, state) {
    switch (command.type) {
      case 'SubmitReview':
        if (state.status !== 'none') throw conflict('This review already exists');
        return [
          {
            type: 'ReviewSubmitted',
            data: { review_id: command.reviewId, ...command.fields, ...(command.booking ?? {}) },
          },
        ];
      case 'ApproveReview':
        if (state.status === 'none') throw notFound('Review not found');
        // Approving twice is the same intent: nothing new to record.
        if (state.status === 'approved') return [];
        return [{ type: 'ReviewApproved', data: { review_id: command.reviewId } }];
      case 'HideReview':
        if (state.status === 'none') throw notFound('Review not found');
        if (state.status === 'hidden') return [];
        return [{ type: 'ReviewHidden', data: { review_id: command.reviewId } }];
    }
  },

  evolve(state, event) {
    switch (event.type) {
      case 'ReviewSubmitted':
        return { status: 'pending' };
      case 'ReviewApproved':
        return { status: 'approved' };
      case 'ReviewHidden':
        return { status: 'hidden' };
      default:
        return state;
    }
  },
};
