import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  VERIFY_MESSAGES,
  resendVerificationBodySchema,
  resendVerificationResultSchema,
  verifyEmailBodySchema,
  verifyEmailResultSchema,
} from '@chauffeur/contracts';
import { DomainError, HttpProblem, requireUser } from '@chauffeur/platform';
import { SIGN_IN_AGAIN } from '../auth/session-service';
import { EMAIL_VERIFICATION_VALID_DAYS, verificationExpiry } from './email-verification-token';

const tags = ['auth'];

/**
 * One new link per account every two minutes: enough for "it did not arrive, send it again", too few to
 * make the site flood a mailbox. Judged from the log (the latest request's expiry), so it holds across
 * restarts and replicas.
 */
export const RESEND_BRAKE_MS = 2 * 60_000;

/** When the latest link was asked for, from its expiry (a link lasts EMAIL_VERIFICATION_VALID_DAYS). */
const requestedAt = (expiresAt: string) => Date.parse(expiresAt) - EMAIL_VERIFICATION_VALID_DAYS * 86_400_000;

/**
 * Issue 18 point 3: the verification link's page posts its token here; a signed-in account whose address
 * is not verified yet asks for the link again. No attempt brake on the token: it is signed (HMAC-SHA256).
 */
export async function emailVerificationRoutes(
  app: FastifyInstance,
  deps: { now: () => Date },
): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { accounts, emailVerifications } = app.auth;

  api.post(
    '/api/auth/verify-email',
    {
      schema: {
        tags,
        summary:
          'Verifies the address with the e-mailed link (again: the same answer); 409 when it no longer works',
        body: verifyEmailBodySchema,
        response: { 200: verifyEmailResultSchema },
      },
      config: { problems: [409] },
    },
    async (request) => {
      const named = emailVerifications.read(request.body.token);
      const account = named ? await accounts.findById(named.userId) : null;
      if (!named || !account)
        throw new DomainError('conflict', VERIFY_MESSAGES.invalid, { title: 'Link not valid' });
      await accounts.verifyEmail(account.id, named.expiresAt, {
        actor: request.actor,
        requestId: request.id,
      });
      return { email: account.email };
    },
  );

  api.post(
    '/api/auth/verify-email/resend',
    {
      onRequest: requireUser,
      schema: {
        tags,
        security: [{ bearerAuth: [] }],
        summary: 'E-mails a new verification link to the signed-in account (one every two minutes)',
        body: resendVerificationBodySchema.nullish(),
        response: { 200: resendVerificationResultSchema, 429: z.any() },
      },
    },
    async (request, reply) => {
      if (request.actor.kind !== 'user') throw new HttpProblem(401, SIGN_IN_AGAIN);
      const account = await accounts.findById(request.actor.id);
      if (!account) throw new HttpProblem(401, SIGN_IN_AGAIN);
      if (account.emailVerified) return { status: 'already_verified' as const };
      const now = deps.now();
      const last = account.verificationExpiresAt ? requestedAt(account.verificationExpiresAt) : null;
      const wait = last === null ? 0 : last + RESEND_BRAKE_MS - now.getTime();
      if (wait > 0) {
        const seconds = Math.ceil(wait / 1000);
        reply.header('retry-after', String(seconds));
        throw HttpProblem.coded(429, { code: 'verification_sent_recently', params: { count: seconds } });
      }
      const language = request.body?.language ?? 'en';
      const sent = await accounts.requestEmailVerification(
        account.id,
        { language, expiresAt: verificationExpiry(now) },
        { actor: request.actor, requestId: request.id },
      );
      return { status: sent ? ('sent' as const) : ('already_verified' as const) };
    },
  );
}
