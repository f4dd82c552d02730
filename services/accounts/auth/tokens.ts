import type { JWT } from '@fastify/jwt';
import { z } from 'zod';
import { roleSchema } from '@chauffeur/contracts';

/** Access tokens live 15 minutes (issue 4); a role change reaches the browser at the next refresh. */
export const ACCESS_TOKEN_SECONDS = 15 * 60;
/** A refresh token is good for 30 days after it was issued; every refresh issues a new one. */
export const REFRESH_TOKEN_SECONDS = 30 * 24 * 60 * 60;

/**
 * `typ` tells the two kinds apart: both are signed with the same key, and without it a refresh token
 * would open admin routes, or an access token could be refreshed into a fresh one forever.
 */
export const accessClaimsSchema = z.object({
  sub: z.string().min(1),
  email: z.string(),
  role: roleSchema,
  typ: z.literal('access'),
  /** The session it belongs to: admin routes refuse it once that session has ended. */
  sid: z.string().min(1),
  exp: z.number(),
});
export type AccessClaims = z.infer<typeof accessClaimsSchema>;

export const refreshClaimsSchema = z.object({
  sub: z.string().min(1),
  typ: z.literal('refresh'),
  sid: z.string().min(1),
  /** The session generation it was issued for; only the current one refreshes. */
  gen: z.number().int().nonnegative(),
});
export type RefreshClaims = z.infer<typeof refreshClaimsSchema>;

/**
 * Signs and checks both kinds of token with @fastify/jwt (HS256 only: see registerAuth). Note that
 * @fastify/jwt reads a numeric `expiresIn` as seconds (jsonwebtoken style), unlike fast-jwt below it.
 */
export class Tokens {
  constructor(private readonly jwt: JWT) {}

  signAccess(claims: Omit<AccessClaims, 'typ' | 'exp'>, issuedAt: number): string {
    return this.jwt.sign(
      { ...claims, typ: 'access', iat: Math.floor(issuedAt / 1000) },
      { expiresIn: ACCESS_TOKEN_SECONDS },
    );
  }

  signRefresh(claims: Omit<RefreshClaims, 'typ'>, issuedAt: number): string {
    return this.jwt.sign(
      { ...claims, typ: 'refresh', iat: Math.floor(issuedAt / 1000) },
      { expiresIn: REFRESH_TOKEN_SECONDS },
    );
  }

  /** The claims of a valid, unexpired access token, else null (bad signature, wrong type, expired, ...). */
  verifyAccess(token: string): AccessClaims | null {
    return this.verify(token, accessClaimsSchema);
  }

  verifyRefresh(token: string): RefreshClaims | null {
    return this.verify(token, refreshClaimsSchema);
  }

  private verify<T>(token: string, schema: z.ZodType<T>): T | null {
    try {
      const parsed = schema.safeParse(this.jwt.verify(token));
      return parsed.success ? parsed.data : null;
    } catch {
      return null;
    }
  }
}
