import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { myBookingsSchema, myContactSchema } from '@chauffeur/contracts';
import { HttpProblem, requireUser, type PlatformDeps } from '@chauffeur/platform';
import { readerLanguage } from '../../bookings/index';
import { SIGN_IN_AGAIN } from '../auth/session-service';
import { myBookingDocs, myBookingsAnswer, myContact } from './my-bookings-queries';

const tags = ['me'];
const security = [{ bearerAuth: [] }];

/**
 * Issue 18 point 3: the signed-in account's bookings (My bookings) and what the booking wizard pre-fills.
 * Any role: a chauffeur or an operator may book a ride for themselves too. Whether the address is verified
 * is read from the account's stream, so a link just opened counts at once.
 */
export async function meRoutes(
  app: FastifyInstance,
  deps: Pick<PlatformDeps, 'readStore' | 'now'> & { jwtSecret: string },
): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  const signedInAccount = async (actorId: string) => {
    const account = await app.auth.accounts.findById(actorId);
    if (!account || !account.active) throw new HttpProblem(401, SIGN_IN_AGAIN);
    return account;
  };

  api.get(
    '/api/me/bookings',
    {
      onRequest: requireUser,
      schema: {
        tags,
        security,
        summary:
          'My bookings: made signed in, and once the address is verified those made as a guest with it; upcoming (soonest first), then past (latest first)',
        response: { 200: myBookingsSchema },
      },
    },
    async (request) => {
      if (request.actor.kind !== 'user') throw new HttpProblem(401, SIGN_IN_AGAIN);
      const account = await signedInAccount(request.actor.id);
      const docs = await myBookingDocs(deps.readStore, account);
      return myBookingsAnswer(docs, {
        now: deps.now(),
        secret: deps.jwtSecret,
        emailVerified: account.emailVerified,
        // Decision 291: the places in the page's language (the app's cookie), not each booking's own.
        language: readerLanguage(request),
      });
    },
  );

  api.get(
    '/api/me/contact',
    {
      onRequest: requireUser,
      schema: {
        tags,
        security,
        summary:
          "What the booking wizard pre-fills: the account's e-mail, the name and phone of its latest booking",
        response: { 200: myContactSchema },
      },
    },
    async (request) => {
      if (request.actor.kind !== 'user') throw new HttpProblem(401, SIGN_IN_AGAIN);
      const account = await signedInAccount(request.actor.id);
      return myContact(await myBookingDocs(deps.readStore, account), account.email);
    },
  );
}
