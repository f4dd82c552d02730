import type { TFunction } from 'i18next';
import { AUTH_MESSAGES } from '@chauffeur/contracts';
import { ApiError, errorMessage } from '../../lib/api';
import { PATHS } from '../../lib/paths';

export type AuthMode = 'signIn' | 'signUp';

/**
 * /auth's `mode` that opens "Forgot your password?" (decision 257). Here, in a module the sign-in and
 * set-password pages already share, so that its link from the set-password page makes no chunk of its own.
 */
export const FORGOT_PASSWORD_MODE = 'forgot';
export const forgotPasswordPath = () =>
  `${PATHS.auth}?${new URLSearchParams({ mode: FORGOT_PASSWORD_MODE })}`;

const TOO_SHORT = /^Password must be at least (\d+) characters$/;
const WAIT = /wait (\d+) seconds?/;

/** The server's English texts this page knows, in the reader's language; any other text as it is. */
export function translatedAuthMessage(message: string, t: TFunction): string {
  if (message === AUTH_MESSAGES.alreadyRegistered) return t('auth.errors.alreadyRegistered');
  if (message === AUTH_MESSAGES.invalidCredentials) return t('auth.errors.invalidCredentials');
  if (message === AUTH_MESSAGES.commonPassword) return t('auth.errors.commonPassword');
  const tooShort = TOO_SHORT.exec(message);
  if (tooShort) return t('auth.errors.passwordTooShort', { min: Number(tooShort[1]) });
  return message;
}

/**
 * SPEC 8 auth messages: the server's known messages become the friendly texts in four languages (a
 * refused field first); a 429 says how long to wait; without a message, 'Failed to create account.' /
 * 'Failed to sign in.'.
 */
export function authErrorMessage(error: unknown, mode: AuthMode, t: TFunction): string {
  if (error instanceof ApiError && error.kind === 'problem') {
    const detail = error.problem?.detail;
    if (error.status === 429) {
      const seconds = (detail && WAIT.exec(detail)?.[1]) ?? '…';
      return t('auth.errors.tooManyAttempts', { seconds });
    }
    // A field the server refused says more than "The request has invalid fields".
    const message = error.fieldErrors[0]?.message ?? detail ?? error.message;
    if (message) return translatedAuthMessage(message, t);
  }
  if (error instanceof ApiError) return errorMessage(error, t);
  return mode === 'signUp' ? t('auth.errors.signUpFailed') : t('auth.errors.signInFailed');
}
