import { useLocation } from 'react-router-dom';
import { useWorkspace } from '../../auth';
import { PATHS } from '../../../lib/paths';
import { MyBookingsPage } from './MyBookingsPage';
import { StaffAccountPage } from './StaffAccountPage';
import { VerifyEmailPage } from './VerifyEmailPage';

/** Below PATHS.account; the server's VERIFY_EMAIL_PATH is `${PATHS.account}/${ACCOUNT_ROUTES.verifyEmail}`. */
export const ACCOUNT_ROUTES = { verifyEmail: 'verify-email' } as const;
export const verifyEmailPath = `${PATHS.account}/${ACCOUNT_ROUTES.verifyEmail}`;

/**
 * `/account/*`: the e-mail verification page at its one sub-path, My bookings everywhere else, except
 * that a staff account sees the way to its workspace there (decision 243). Chosen by hand, not with
 * <Routes>: react-router's nested routing would land in the landing page's vendor chunk (its weight budget,
 * decision 197).
 */
export function AccountPages() {
  const { pathname } = useLocation();
  const workspace = useWorkspace();
  if (pathname.replace(/\/+$/, '') === verifyEmailPath) return <VerifyEmailPage />;
  return workspace ? <StaffAccountPage workspace={workspace} /> : <MyBookingsPage />;
}
