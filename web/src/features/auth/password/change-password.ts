import type { TFunction } from 'i18next';
import { authSessionSchema } from '@chauffeur/contracts';
import { api, ApiError, errorMessage } from '../../../lib/api';
import { authErrorMessage, translatedAuthMessage } from '../auth-messages';
import { applySession } from '../session/auth-session';

/**
 * POST /api/auth/password: the current password and a new one (8+ characters, not common). The server ends
 * every other session of the account and answers with a new one for this browser, which becomes current.
 */
export async function changePassword(currentPassword: string, newPassword: string): Promise<void> {
  const session = await api.post(
    '/auth/password',
    { current_password: currentPassword, new_password: newPassword },
    { schema: authSessionSchema },
  );
  await applySession(session);
}

/** Why a password change was refused, beside the field it is about, or for the form as a whole. */
export interface PasswordChangeRefusal {
  current?: string;
  next?: string;
  form?: string;
}

/**
 * The server's refusal in the page's language: a wrong current password by its code (`problems:` texts),
 * the new password's rules as the sign-up form says them, a 429 with its wait; anything else for the form.
 */
export function passwordChangeRefusal(error: unknown, t: TFunction): PasswordChangeRefusal {
  const refusal: PasswordChangeRefusal = {};
  if (error instanceof ApiError && error.kind === 'problem' && error.status !== 429) {
    for (const { field, message } of error.fieldErrors) {
      if (field === 'body.current_password')
        refusal.current =
          error.problem?.code === 'current_password_wrong'
            ? t('problems:current_password_wrong', { defaultValue: message })
            : translatedAuthMessage(message, t);
      else if (field === 'body.new_password') refusal.next = translatedAuthMessage(message, t);
    }
    if (refusal.current || refusal.next) return refusal;
  }
  return { form: error instanceof ApiError ? authErrorMessage(error, 'signIn', t) : errorMessage(error, t) };
}
