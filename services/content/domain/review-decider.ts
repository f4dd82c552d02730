import type { ReviewFields } from '@chauffeur/contracts';
import type { Decider } from '@chauffeur/platform';
import { conflict, notFound } from '@chauffeur/platform';
import type { ReviewEvent } from '../events';

export type ReviewCommand =
  | { type: 'SubmitReview'; reviewId: string; fields: ReviewFields }
  | { type: 'ApproveReview'; reviewId: string };

export type ReviewState = { status: 'none' } | { status: 'pending' | 'approved' };

export const reviewDecider: Decider<ReviewCommand, ReviewEvent, ReviewState> = {
  initialState: { status: 'none' },

  decide(command, state) {
    switch (command.type) {
      case 'SubmitReview':
        if (state.status !== 'none') throw conflict('This review already exists');
        return [{ type: 'ReviewSubmitted', data: { review_id: command.reviewId, ...command.fields } }];
      case 'ApproveReview':
        if (state.status === 'none') throw notFound('Review not found');
        // Approving twice is the same intent: nothing new to record.
        if (state.status === 'approved') return [];
        return [{ type: 'ReviewApproved', data: { review_id: command.reviewId } }];
    }
  },

  evolve(state, event) {
    switch (event.type) {
      case 'ReviewSubmitted':
        return { status: 'pending' };
      case 'ReviewApproved':
        return { status: 'approved' };
      default:
        return state;
    }
  },
};
