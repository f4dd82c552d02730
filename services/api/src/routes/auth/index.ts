import type { FastifyInstance } from 'fastify';
import { createAuthRateLimit, type AuthRateLimits } from '../../auth/rate-limit';
import { accountRoutes } from './account-routes';
import { signInRoutes } from './sign-in-routes';

/** Every /api/auth route, sharing one set of brute-force counters. */
export async function authRoutes(app: FastifyInstance, limits?: AuthRateLimits): Promise<void> {
  const limitFor = await createAuthRateLimit(app, limits);
  await signInRoutes(app, limitFor);
  await accountRoutes(app, limitFor);
}
