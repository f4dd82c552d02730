import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  LANGUAGES,
  commandResultSchema,
  problemText,
  reviewEligibilitySchema,
  reviewStream,
  reviewSubmissionSchema,
  type ReviewEligibility,
} from '@chauffeur/contracts';
import { WrongExpectedVersion } from '@chauffeur/eventstore';
import { DomainError, commandResult, handleCommand, refusal } from '@chauffeur/platform';
import { brusselsDay, managedBooking, type ManagedBooking } from '../../bookings/index';
import { reviewDecider } from '../domain/review-decider';
import { reviewIdOfBooking } from '../domain/review-of-booking';
import type { ContentDeps } from '../module';

const tags = ['manage'];
const params = z.object({ token: z.string().min(1).max(200) });

export const NOT_COMPLETED = problemText({ code: 'trip_not_completed' });
export const ALREADY_RATED = problemText({ code: 'already_rated' });

/** What the public pages show of the customer: the first name only (issue 18: "with the first name"). */
export const firstNameOf = (fullName: string): string => fullName.trim().split(/\s+/)[0] || 'Client';

/**
 * Issue 18 point 5: the customer of a completed ride rates it through the manage link, once. The review
 * arrives unapproved (SPEC 3 `is_approved` false) with the customer's first name, the ride's day in
 * Brussels and the booking's language; the operator approves or hides it in the admin Reviews screen.
 */
export async function manageReviewRoutes(app: FastifyInstance, deps: ContentDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  const eligibility = async (booking: ManagedBooking): Promise<ReviewEligibility> => {
    const reference = booking.reference;
    if (booking.status !== 'completed') return { state: 'not_completed', reference };
    const [submitted] = await deps.eventStore.readStream(reviewStream(reviewIdOfBooking(booking.bookingId)));
    if (submitted)
      return { state: 'rated', reference, rating: (submitted.data as { rating: number }).rating };
    return { state: 'open', reference, first_name: firstNameOf(booking.booking.customer.name) };
  };

  api.get(
    '/api/manage/:token/review',
    {
      schema: {
        tags,
        summary: 'Whether the trip can be rated: open, not yet completed, or already rated',
        params,
        response: { 200: reviewEligibilitySchema },
      },
    },
    async (request) => eligibility(await managedBooking(deps, request.params.token)),
  );

  api.post(
    '/api/manage/:token/review',
    {
      config: { problems: [409] },
      schema: {
        tags,
        summary: 'SubmitReview: rate a completed trip once (1–5 stars and a comment); it awaits approval',
        params,
        body: reviewSubmissionSchema,
        response: { 201: commandResultSchema },
      },
    },
    async (request, reply) => {
      const booking = await managedBooking(deps, request.params.token);
      if (booking.status !== 'completed') throw refusal('conflict', { code: 'trip_not_completed' });
      const reviewId = reviewIdOfBooking(booking.bookingId);
      const language = (LANGUAGES as readonly string[]).includes(booking.booking.language)
        ? booking.booking.language
        : undefined;
      try {
        const outcome = await handleCommand(deps.eventStore, {
          stream: reviewStream(reviewId),
          decider: reviewDecider,
          command: {
            type: 'SubmitReview',
            reviewId,
            fields: {
              name: firstNameOf(booking.booking.customer.name),
              rating: request.body.rating,
              comment: request.body.comment,
              date: brusselsDay(booking.scheduledTime),
              ...(language ? { language } : {}),
            },
            booking: { booking_id: booking.bookingId, booking_reference: booking.reference },
          },
          context: {
            actor: { kind: 'customer', email: booking.booking.customer.email },
            requestId: request.id,
          },
          now: deps.now,
        });
        return reply.code(201).send(commandResult(reviewId, outcome, deps));
      } catch (error) {
        // The review's stream exists already (the decider refuses), or another post created it between
        // this one's read and its append (the store refuses): either way, rated once (decision 192).
        const rated =
          error instanceof WrongExpectedVersion ||
          (error instanceof DomainError && error.kind === 'conflict');
        throw rated ? refusal('conflict', { code: 'already_rated' }) : error;
      }
    },
  );
}
