import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminReviewListSchema, commandResultSchema, reviewStream } from '@chauffeur/contracts';
import { afterQuerySchema, awaitPosition, commandResult, handleCommand } from '@chauffeur/platform';
import { reviewDecider } from '../domain/review-decider';
import { listReviewsForAdmin } from '../projections/review-queries';
import type { ContentDeps } from '../module';

const tags = ['admin: reviews'];
const security = [{ bearerAuth: [] }];
const idParams = z.object({ id: z.uuid('must be a review id') });

/**
 * The admin Reviews screen (issue 18 point 5): every review, the new ones first; approving puts one on the
 * public pages (carousel, /services average), hiding takes it off; either may be undone by the other.
 */
export async function adminReviewRoutes(app: FastifyInstance, deps: ContentDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/reviews',
    {
      schema: {
        tags,
        security,
        summary: 'Every review, pending first, then newest first',
        querystring: afterQuerySchema,
        response: { 200: adminReviewListSchema },
      },
    },
    async (request, reply) => {
      await awaitPosition(deps, request.query.after, ['reviews'], reply);
      return { items: await listReviewsForAdmin(deps.readStore) };
    },
  );

  const decision = (action: 'approve' | 'hide', type: 'ApproveReview' | 'HideReview', summary: string) =>
    api.post(
      `/reviews/:id/${action}`,
      { schema: { tags, security, summary, params: idParams, response: { 200: commandResultSchema } } },
      async (request) => {
        const reviewId = request.params.id;
        const outcome = await handleCommand(deps.eventStore, {
          stream: reviewStream(reviewId),
          decider: reviewDecider,
          command: { type, reviewId },
          context: { actor: request.actor, requestId: request.id },
          now: deps.now,
        });
        return commandResult(reviewId, outcome, deps);
      },
    );
  decision('approve', 'ApproveReview', 'ApproveReview: show it on the public pages and in the average');
  decision('hide', 'HideReview', 'HideReview: take it off the public pages and out of the average');
}
