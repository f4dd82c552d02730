import {
  commandResultSchema,
  reviewEligibilitySchema,
  type ReviewEligibility,
  type ReviewSubmission,
} from '@chauffeur/contracts';
import { api } from '../../../lib/api';

// The manage link's token is the only authority (issue 18): no session is sent or refreshed.
const own = { auth: false } as const;
const base = (token: string) => `/manage/${encodeURIComponent(token)}/review`;

/** GET /api/manage/:token/review: whether the trip can be rated (open, not completed, rated). */
export const reviewEligibilityRequest = (token: string): Promise<ReviewEligibility> =>
  api.get(base(token), reviewEligibilitySchema, own);

/** POST /api/manage/:token/review: the customer's stars and comment (once; 409 after). */
export const submitReviewRequest = (token: string, review: ReviewSubmission): Promise<unknown> =>
  api.post(base(token), review, { ...own, schema: commandResultSchema });
