import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../api/src/app-deps';
import { AttemptThrottle } from './attempt-throttle';
import { accountRoutes } from './account-routes';
import { signInRoutes } from './sign-in-routes';

/** Every /api/auth route, sharing one set of brute-force brakes. */
export async function authRoutes(
  app: FastifyInstance,
  deps: Pick<AppDeps, 'now' | 'eventStore' | 'auth'>,
  throttle = new AttemptThrottle({ now: () => deps.now().getTime() }),
): Promise<void> {
  await signInRoutes(app, { throttle, ...deps });
  await accountRoutes(app, throttle);
}
