import { dictionary } from '@zxcvbn-ts/language-common';
import { AUTH_MESSAGES, PASSWORD_MIN_LENGTH } from '@chauffeur/contracts';

/**
 * The ~49,000 most common passwords of leaked lists, as maintained by zxcvbn-ts (issue 13, NIST SP 800-63B
 * "passwords obtained from previous breach corpuses"). The list ships inside the package: nothing is
 * downloaded at install or run time. Only those long enough to pass the length rule need keeping.
 */
const COMMON: ReadonlySet<string> = new Set(
  dictionary['passwords-common'].filter((password) => password.length >= PASSWORD_MIN_LENGTH),
);

/**
 * Why a new password is refused, or null when it is acceptable. The length rule is in the request schema
 * (and in the web form); this adds what only the server knows. Compared case-insensitively, so
 * "PASSWORD1" is as common as "password1".
 */
export function passwordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH)
    return `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
  if (COMMON.has(password.toLowerCase())) return AUTH_MESSAGES.commonPassword;
  return null;
}
