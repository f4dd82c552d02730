import { PATHS } from '../../../lib/paths';

/** /auth's search that opens "Forgot your password?" (decision 257). */
export const FORGOT_PASSWORD_SEARCH = { mode: 'forgot' } as const;

/** Where "Ask for a new link" leads: the sign-in page's forgot form. */
export const forgotPasswordPath = () => `${PATHS.auth}?${new URLSearchParams(FORGOT_PASSWORD_SEARCH)}`;
