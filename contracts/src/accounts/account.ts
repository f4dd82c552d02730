import { z } from 'zod';
import { LANGUAGES } from '../http/config';

/**
 * Issue 17: staff are `admin` (everything) or `dispatcher` (bookings and dispatch, not settings, staff or
 * blog); a chauffeur signs in as `driver` (their own rides only); customers are `user`.
 */
export const ROLES = ['admin', 'dispatcher', 'driver', 'user'] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

/**
 * At least 8 characters (issue 13, stricter than SPEC 5's 6: NIST SP 800-63B's minimum for a password
 * the user chooses); at most 128 so that hashing cost stays bounded. The server also refuses common ones.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/**
 * An account's e-mail address, trimmed and lowercased: addresses are unique case-insensitively, and one
 * spelling everywhere keeps that simple. The HTML5 pattern (what `<input type="email">` accepts) rather
 * than a stricter one, so the default `admin@localhost` account can sign in from the form.
 */
export const accountEmailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Email must be at most 254 characters')
  .toLowerCase()
  .pipe(z.email({ pattern: z.regexes.html5Email, error: 'Email must be a valid email address' }));

const passwordField = (min: number, tooShort: string) =>
  z
    .string({ error: 'Password is required' })
    .min(min, tooShort)
    .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);

/** A new password (sign-up, password change): the SPEC 5 minimum applies. */
export const newPasswordSchema = passwordField(
  PASSWORD_MIN_LENGTH,
  `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
);

export const signUpBodySchema = z.object({
  email: accountEmailSchema,
  password: newPasswordSchema,
  /** The site's language at sign-up: the verification e-mail's (issue 18; English when not given). */
  language: z.enum(LANGUAGES).optional(),
});
export type SignUpBody = z.infer<typeof signUpBodySchema>;

/** Sign-in does not restate the length rule: a wrong password of any length is just a wrong password. */
export const signInBodySchema = z.object({
  email: accountEmailSchema,
  password: passwordField(1, 'Password is required'),
});
export type SignInBody = z.infer<typeof signInBodySchema>;

export const changePasswordBodySchema = z.object({
  current_password: passwordField(1, 'Current password is required'),
  new_password: newPasswordSchema,
});
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

/**
 * Which sessions `POST /api/auth/sign-out` ends (the logout scopes SPEC 7 names): `local` (the default)
 * only this device's, `global` every session of the account, `others` every one but this device's.
 */
export const SIGN_OUT_SCOPES = ['local', 'global', 'others'] as const;
export const signOutScopeSchema = z.enum(SIGN_OUT_SCOPES);
export type SignOutScope = z.infer<typeof signOutScopeSchema>;
export const signOutBodySchema = z.object({ scope: signOutScopeSchema.default('local') });
export type SignOutBody = z.input<typeof signOutBodySchema>;

/** The signed-in account as the session carries it. */
export const sessionUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: roleSchema,
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/**
 * What sign-in and refresh answer (SPEC 3 "Auth session"). The refresh token is not in the body: it
 * travels only as an HttpOnly cookie, out of reach of page scripts.
 */
export const authSessionSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
  /** Seconds the access token stays valid from now. */
  expires_in: z.number().int().positive(),
  /** When the access token expires, in seconds since the epoch. */
  expires_at: z.number().int().positive(),
  user: sessionUserSchema,
});
export type AuthSession = z.infer<typeof authSessionSchema>;

/**
 * What sign-up answers, the same whether the address was new (an account now exists and can sign in) or
 * already registered (its owner gets an e-mail instead): the answer must not tell which (issue 13).
 */
export const signUpResultSchema = z.object({ message: z.string() });
export type SignUpResult = z.infer<typeof signUpResultSchema>;

/** `GET /api/auth/session`: the account as it is now (its current role), for the role re-check of SPEC 4. */
export const currentUserSchema = z.object({
  user: sessionUserSchema,
  /** Expiry of the access token that asked, in seconds since the epoch. */
  expires_at: z.number().int().positive(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

/** A row of the `users` read model (SPEC 3 users), as the customers screen lists it. */
export const userRowSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: roleSchema,
  created_at: z.string(),
});
export type UserRow = z.infer<typeof userRowSchema>;

/**
 * The messages the auth API answers with (SPEC 8 names the first two); the web maps them to its own texts.
 */
export const AUTH_MESSAGES = {
  alreadyRegistered: 'User already registered',
  invalidCredentials: 'Invalid login credentials',
  commonPassword: 'This password is too common. Please choose another one.',
  signUpReceived:
    'Sign up received. If this address is new, your account is ready and you can sign in; ' +
    'if it already has an account, we have sent an e-mail to it.',
} as const;
