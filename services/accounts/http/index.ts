import type { FastifyInstance } from 'fastify';
import type { AccountsDeps } from '../module';
import { AttemptThrottle } from './attempt-throttle';
import { failureCountsFor } from './failure-counts/factory';
import { accountRoutes } from './account-routes';
import { signInRoutes } from './sign-in-routes';
import { invitationRoutes } from './invitation-routes';
import { passwordResetRoutes } from './password-reset-routes';
import { emailVerificationRoutes } from '../verification/email-verification-routes';

/** Every /api/auth route, sharing one set of brute-force brakes. */
export async function authRoutes(
  app: FastifyInstance,
  deps: Pick<AccountsDeps, 'now' | 'eventStore' | 'auth' | 'readStore'>,
): Promise<void> {
  // Built here, not taken as a third argument: Fastify calls a registered plugin with (app, options, done).
  const throttle = new AttemptThrottle({
    now: () => deps.now().getTime(),
    counts: await failureCountsFor(deps.readStore),
  });
  await signInRoutes(app, { throttle, ...deps });
  await accountRoutes(app, { throttle });
  await invitationRoutes(app);
  await passwordResetRoutes(app);
  await emailVerificationRoutes(app, deps);
}
