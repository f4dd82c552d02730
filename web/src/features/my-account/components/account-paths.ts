import { PATHS } from '../../../lib/paths';

/** Below PATHS.account; the server's VERIFY_EMAIL_PATH is `${PATHS.account}/${ACCOUNT_ROUTES.verifyEmail}`. */
export const ACCOUNT_ROUTES = { verifyEmail: 'verify-email', password: 'password' } as const;
export const verifyEmailPath = `${PATHS.account}/${ACCOUNT_ROUTES.verifyEmail}`;
export const changePasswordPath = `${PATHS.account}/${ACCOUNT_ROUTES.password}`;
