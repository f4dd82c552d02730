import type { TFunction } from 'i18next';
import { AUTH_MESSAGES } from '@chauffeur/contracts';
import { ApiError, errorMessage } from '../../lib/api';

export type AuthMode = 'signIn' | 'signUp';

/**
 * SPEC 8 auth messages: 'User already registered' and 'Invalid login credentials' become the friendly
 * texts; any other message is shown as it is; without one, 'Failed to create account.' / 'Failed to sign in.'.
 */
export function authErrorMessage(error: unknown, mode: AuthMode, t: TFunction): string {
  if (error instanceof ApiError && error.kind === 'problem') {
    const detail = error.problem?.detail;
    if (detail === AUTH_MESSAGES.alreadyRegistered) return t('auth.errors.alreadyRegistered');
    if (detail === AUTH_MESSAGES.invalidCredentials) return t('auth.errors.invalidCredentials');
    // A field the server refused says more than "The request has invalid fields".
    const field = error.fieldErrors[0]?.message;
    if (field || error.message) return field ?? error.message;
  }
  if (error instanceof ApiError) return errorMessage(error, t);
  return mode === 'signUp' ? t('auth.errors.signUpFailed') : t('auth.errors.signInFailed');
}
